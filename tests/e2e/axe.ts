import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone, expect } from './fixtures';

/** The WCAG 2.1 A/AA rules whose outcome hangs on colours alone: all that a change of skin can turn. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it stands once nothing moves any more: of every rule,
 * or of the `rules` named.
 */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  await animationsDone(page);
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 200)}\n    ${n.failureSummary ?? ''}`).join('\n  ')}`);
}

export async function expectAccessible(page: Page, rules?: string[]) {
  const found = await seriousViolations(page, rules);
  expect(found, found.join('\n')).toEqual([]);
}
