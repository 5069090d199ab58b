import { paths } from '../../src/app/paths';
import { loginAs, pageShown, test } from './fixtures';
import { expectAccessible } from './axe';
import { guestOnlyRoutes as anonymous, routes } from './routes';

// Every route, in both skins, as the person who would open it: no serious or critical WCAG 2.1 A/AA violation.

for (const skin of ['light', 'dark']) {
  for (const route of routes) {
    test(`${route} has no serious accessibility violation (${skin})`, async ({ page }) => {
      if (anonymous.has(route)) await page.addInitScript((s) => localStorage.setItem('skin', s), skin);
      else await loginAs(page, route === paths.accessControl ? 'client' : 'admin', { skin });
      await page.goto(route);
      await pageShown(page);
      await expectAccessible(page);
    });
  }
}
