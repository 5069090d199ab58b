import type { Page } from '@playwright/test';

/** What a translation key looks like on the page (i18next shows the key when a text is missing): `<namespace>.<key>`. */
export const translationKeyPattern = (locale: Record<string, unknown>) => new RegExp(`\\b(${Object.keys(locale).join('|')})\\.[a-zA-Z][\\w.-]*`);

/** The page's texts, titles and labels that show a translation key rather than a translated text. */
export async function untranslatedTexts(page: Page, keyPattern: RegExp) {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    document.title,
    ...[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? '')),
  ]);
  return texts.filter((text) => keyPattern.test(text));
}
