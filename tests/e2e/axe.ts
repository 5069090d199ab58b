import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone, expect } from './fixtures';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands once nothing moves any more. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 200)}\n    ${n.failureSummary ?? ''}`).join('\n  ')}`);
}

export async function expectAccessible(page: Page) {
  const found = await seriousViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}
