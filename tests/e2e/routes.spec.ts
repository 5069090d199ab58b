import { apiRequest, loginAs, pageShown, test, expect } from './fixtures';
import { routes } from './routes';
import { LANGUAGES } from '../../scripts/locales';

// Every route of the router, opened as admin in every language: no console error, no uncaught exception, a main
// landmark with content, the language's direction, and no translation key showing where a translated text should
// be (i18next shows the key when one is missing). One test a route, the languages one after another in the same
// browser, so the page's chunks load once.

test.describe.configure({ timeout: 60_000 });

for (const route of routes) {
  test(`route ${route} opens cleanly as admin, fully translated in every language`, async ({ page }) => {
    await loginAs(page, 'admin', { language: LANGUAGES[0] });
    const namespaces = Object.keys(await (await apiRequest(page).get('/locales/es.json')).json());
    const keyPattern = new RegExp(`\\b(${namespaces.join('|')})\\.[a-zA-Z][\\w.-]*`);
    for (const lng of LANGUAGES) {
      await test.step(lng, async () => {
        if (lng !== LANGUAGES[0]) await page.evaluate((l) => localStorage.setItem('language', l), lng);
        await page.goto(route);
        await pageShown(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
        const main = page.getByRole('main');
        await expect(main).toHaveCount(1);
        await expect(main).toBeVisible();
        await expect(main).not.toBeEmpty();
        const texts = await page.evaluate(() => [
          document.body.innerText,
          document.title,
          ...[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
            ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
          ),
        ]);
        expect(texts.filter((text) => keyPattern.test(text)), `untranslated in ${lng}`).toEqual([]);
      });
    }
  });
}
