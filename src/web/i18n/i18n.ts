import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'es', name: 'Español', dir: 'ltr', comma: ', ' },
  { code: 'en', name: 'English', dir: 'ltr', comma: ', ' },
  { code: 'fr', name: 'Français', dir: 'ltr', comma: ', ' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', comma: ', ' },
  { code: 'pt', name: 'Português', dir: 'ltr', comma: ', ' },
  { code: 'ar', name: 'العربية', dir: 'rtl', comma: '، ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The direction a language is written in (the page takes it when someone picks the language). */
export const languageDirection = (code: string): 'ltr' | 'rtl' => (LANGUAGES.find((l) => l.code === code.slice(0, 2))?.dir === 'rtl' ? 'rtl' : 'ltr');

const LANGUAGE_KEY = 'language';

function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'es';
}

/** Spanish by default and as fallback; one file per language, fetched when first needed. */
export function initI18n() {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(LANGUAGE_KEY, lng);
  });
  return i18n
    .use(resourcesToBackend((lng: string) => fetch(`/locales/${lng}.json`).then((response) => response.json())))
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: 'es',
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export const formatDate = (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(i18n.language, options).format(typeof value === 'string' ? new Date(value) : value);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(i18n.language, options).format(value);

/** "read, write and create" as the language joins a list (Arabic with its own comma and "و"). */
export const formatList = (items: string[], options: Intl.ListFormatOptions = { type: 'conjunction' }) => new Intl.ListFormat(i18n.language, options).format(items);

/** An enumeration whose items may say "and" themselves ("read, change and delete"), with the language's comma. */
export const formatSeries = (items: string[]) => items.join(LANGUAGES.find((l) => l.code === i18n.language)?.comma ?? ', ');
