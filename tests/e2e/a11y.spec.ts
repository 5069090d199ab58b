import { paths } from '../../src/app/paths';
import { expect, loginAs, pageShown, test } from './fixtures';
import { expectAccessible } from './axe';
import { guestOnlyRoutes as anonymous, routes, showcaseRoutes } from './routes';

// Every route, in both skins, as the person who would open it: no serious or critical WCAG 2.1 A/AA violation.
// One test a route: the page opens light, then turns dark from the navbar's switch as a person does (a page without
// a navbar opens again). The showcase's pages are scanned here in the light skin; showcase.spec.ts scans them dark
// (right to left, on a phone).

test.describe.configure({ timeout: 60_000 });

const SKINS = ['light', 'dark'] as const;

const showcase = new Set(showcaseRoutes);

for (const route of routes) {
  const skins = showcase.has(route) ? SKINS.slice(0, 1) : SKINS;
  test(`${route} has no serious accessibility violation (${skins.join(' and ')})`, async ({ page }) => {
    if (anonymous.has(route)) await page.addInitScript((s) => localStorage.getItem('skin') ?? localStorage.setItem('skin', s), SKINS[0]);
    else await loginAs(page, route === paths.accessControl ? 'client' : 'admin', { skin: SKINS[0] });
    for (const skin of skins) {
      await test.step(skin, async () => {
        const darkSwitch = page.getByRole('banner').getByRole('button', { name: 'Cambiar a tema oscuro' });
        if (skin === SKINS[0]) await page.goto(route);
        else if ((await darkSwitch.count()) === 1) await darkSwitch.click();
        else {
          await page.evaluate((s) => localStorage.setItem('skin', s), skin);
          await page.goto(route);
        }
        await pageShown(page);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
        await expectAccessible(page);
      });
    }
  });
}
