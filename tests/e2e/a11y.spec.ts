import AxeBuilder from '@axe-core/playwright';
import { loginAs, test, expect } from './fixtures';

const cases = [
  { route: '/login', who: null },
  { route: '/register', who: null },
  { route: '/apps/todo', who: 'admin' as const },
  { route: '/access-control', who: 'client' as const },
];

for (const skin of ['light', 'dark']) {
  for (const { route, who } of cases) {
    test(`${route} has no serious accessibility violation (${skin})`, async ({ page }) => {
      if (who) await loginAs(page, who, { skin });
      else await page.addInitScript((s) => localStorage.setItem('skin', s), skin);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const readable = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
      expect(readable, readable.join('\n')).toEqual([]);
    });
  }
}
