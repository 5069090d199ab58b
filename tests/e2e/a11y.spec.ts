import AxeBuilder from '@axe-core/playwright';
import { paths } from '../../src/app/paths';
import { loginAs, test, expect } from './fixtures';
import { guestOnlyRoutes as anonymous, routes } from './routes';

// Every route, in both skins, as the person who would open it: no serious or critical WCAG 2.1 A/AA violation.

for (const skin of ['light', 'dark']) {
  for (const route of routes) {
    test(`${route} has no serious accessibility violation (${skin})`, async ({ page }) => {
      if (anonymous.has(route)) await page.addInitScript((s) => localStorage.setItem('skin', s), skin);
      else await loginAs(page, route === paths.accessControl ? 'client' : 'admin', { skin });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const readable = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
      expect(readable, readable.join('\n')).toEqual([]);
    });
  }
}
