import { apiRequest, loginAs, pageShown, test, expect } from './fixtures';
import { routes } from './routes';
import { LANGUAGES } from '../../scripts/locales';
import { translationKeyPattern, untranslatedTexts } from './untranslated';

// Every route of the router, opened as admin in every language: no console error, no uncaught exception, a main
// landmark with content, the language's direction, and no translation key showing where a translated text should
// be (i18next shows the key when one is missing). One test a route: the page opens in the first language, then
// turns to each other one as a person does, from the navbar's language menu (a page without a navbar opens again).

test.describe.configure({ timeout: 60_000 });

for (const route of routes) {
  test(`route ${route} opens cleanly as admin, fully translated in every language`, async ({ page }) => {
    await loginAs(page, 'admin', { language: LANGUAGES[0] });
    const locales = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lng) => [lng, (await (await apiRequest(page).get(`/locales/${lng}.json`)).json()) as { layout: { language: string } }] as const)));
    const keyPattern = translationKeyPattern(locales[LANGUAGES[0]]);
    const languageMenu = (lng: string) => page.getByRole('banner').getByRole('button', { name: locales[lng].layout.language, exact: true });
    let previous: string | undefined;
    for (const lng of LANGUAGES) {
      await test.step(lng, async () => {
        if (!previous) await page.goto(route);
        else if ((await languageMenu(previous).count()) === 1) {
          await languageMenu(previous).click();
          await page.getByRole('banner').locator(`button[lang=${lng}]`).click();
          await expect(languageMenu(lng)).toBeVisible();
        } else {
          await page.evaluate((l) => localStorage.setItem('language', l), lng);
          await page.goto(route);
        }
        previous = lng;
        await pageShown(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
        const main = page.getByRole('main');
        await expect(main).toHaveCount(1);
        await expect(main).toBeVisible();
        await expect(main).not.toBeEmpty();
        expect(await untranslatedTexts(page, keyPattern), `untranslated in ${lng}`).toEqual([]);
      });
    }
  });
}
