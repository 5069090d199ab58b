import { paths } from '../../src/app/paths';
import { LANGUAGES } from '../../scripts/locales';
import { COLOUR_RULES, expectAccessible } from './axe';
import { apiRequest, expect, inDemo, loginAs, navbarShown, pageShown, test } from './fixtures';
import { expectWithinBudget } from './page-weight';
import { guestOnlyRoutes, publicRoutes, routes, showcaseRoutes, withoutNavbarRoutes } from './routes';
import { translationKeyPattern, untranslatedTexts } from './untranslated';

// Every route of the router, as the person who would open it (signed out for the sign-in, error and other public
// pages, the client on the access-control page, the admin elsewhere), in every language and both skins:
// - on the first visit, it loads no more JavaScript than its budget (./page-weight.ts);
// - it opens cleanly: no console error, no uncaught exception (the fixture fails the test on any), a main landmark
//   with content, the language's direction;
// - no translation key shows where a translated text should be (i18next shows the key when a text is missing);
// - on the server, no serious or critical WCAG 2.1 A/AA violation. The page is scanned whole in the light skin, then
//   in the dark one for the rules that hang on colours, all a skin changes. The showcase's pages are scanned here in
//   the light skin; showcase.spec.ts scans them dark (right to left, on a phone). The demo's sweep leaves the scans to
//   the server's: the same bundle draws the same markup from the same seed (src/demo-backend/same-answers.test.ts).
// One test a route: the page opens in the first language and the light skin, then turns dark and to each other
// language as a person does, from the navbar (a page without a navbar opens again).

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const showcase = new Set(showcaseRoutes);

type Locale = { layout: { language: string } };
let locales: Promise<Record<string, Locale>> | undefined;

for (const route of routes) {
  const dark = !showcase.has(route);
  const signedIn = !guestOnlyRoutes.has(route) && !publicRoutes.has(route);
  test(`route ${route} opens cleanly ${signedIn ? 'signed in' : 'signed out'}, within its JavaScript budget, translated in every language${dark ? ', in either skin' : ''}`, async ({ page }) => {
    const storage = { language: LANGUAGES[0], skin: 'light' };
    if (!signedIn) await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value)), storage);
    else await loginAs(page, route === paths.accessControl ? 'client' : 'admin', storage);
    const http = apiRequest(page);
    locales ??= Promise.all(LANGUAGES.map(async (lng) => [lng, (await (await http.get(`/locales/${lng}.json`)).json()) as Locale] as const)).then(Object.fromEntries);
    const texts = await locales;
    const keyPattern = translationKeyPattern(texts[LANGUAGES[0]]);
    const banner = page.getByRole('banner');
    const languageMenu = (lng: string) => banner.getByRole('button', { name: texts[lng].layout.language, exact: true });
    /** From the navbar as a person does, or, on a page without one, from where the app keeps the choice. */
    const choose = async (key: string, value: string, fromNavbar: () => Promise<boolean>) => {
      if (await fromNavbar()) return;
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
      await page.goto(route);
    };
    const opensCleanly = async (lng: string) => {
      await pageShown(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      await expect(main).toBeVisible();
      await expect(main).not.toBeEmpty();
      expect(await untranslatedTexts(page, keyPattern), `untranslated in ${lng}`).toEqual([]);
    };

    await test.step(`${LANGUAGES[0]}, light`, async () => {
      await page.goto(route);
      await opensCleanly(LANGUAGES[0]);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
      // The navbar complete (its widgets load beside the page), as the weighing, the scan and a person see it.
      if (signedIn && !withoutNavbarRoutes.has(route)) await navbarShown(page);
      await expectWithinBudget(page, route, signedIn);
      if (!inDemo()) await expectAccessible(page);
    });
    if (dark) {
      await test.step(`${LANGUAGES[0]}, dark`, async () => {
        await choose('skin', 'dark', async () => {
          const toDark = banner.getByRole('button', { name: 'Cambiar a tema oscuro' });
          if ((await toDark.count()) !== 1) return false;
          await toDark.click();
          return true;
        });
        await opensCleanly(LANGUAGES[0]);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
        if (!inDemo()) await expectAccessible(page, COLOUR_RULES);
      });
    }
    let previous: string = LANGUAGES[0];
    for (const lng of LANGUAGES.slice(1)) {
      await test.step(lng, async () => {
        await choose('language', lng, async () => {
          if ((await languageMenu(previous).count()) !== 1) return false;
          await languageMenu(previous).click();
          await banner.locator(`button[lang=${lng}]`).click();
          await expect(languageMenu(lng)).toBeVisible();
          return true;
        });
        previous = lng;
        await opensCleanly(lng);
      });
    }
  });
}
