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
    .use(resourcesToBackend((lng: string) => fetch(`${import.meta.env.BASE_URL}locales/${lng}.json`).then((response) => response.json())))
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

// An ISO day is that day wherever the reader is (not midnight UTC, which is the day before west of Greenwich).
const dateOf = (value: string | Date) => (typeof value !== 'string' ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value));
const written = (value: string | Date, language: string, options: (date: Date) => Intl.DateTimeFormatOptions) => {
  const date = dateOf(value);
  return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(language, options(date)).format(date);
};

/** A day (an ISO day such as `2026-11-23`, an instant or a date) as the interface language writes it: `23 nov 2026`, `Nov 23, 2026`. */
export const formatDay = (value: string | Date, language: string = i18n.language) => written(value, language, () => ({ dateStyle: 'medium' }));

/** A day on a card, day and month (`23 nov`, `Nov 23`), with the year only when it is not this year's. */
export const formatShortDay = (value: string | Date, language: string = i18n.language) =>
  written(value, language, (date) => ({ day: 'numeric', month: 'short', year: date.getFullYear() === new Date().getFullYear() ? undefined : 'numeric' }));

/** A moment (an ISO instant or a date) in local time, as the interface language writes it: `22 nov 2026, 8:36`, `Nov 22, 2026, 8:36 AM`. */
export const formatDateTime = (value: string | Date, language: string = i18n.language) => written(value, language, () => ({ dateStyle: 'medium', timeStyle: 'short' }));

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(i18n.language, options).format(value);

/** "read, write and create" as the language joins a list (Arabic with its own comma and "و"). */
export const formatList = (items: string[], options: Intl.ListFormatOptions = { type: 'conjunction' }) => new Intl.ListFormat(i18n.language, options).format(items);

/** An enumeration whose items may say "and" themselves ("read, change and delete"), with the language's comma. */
export const formatSeries = (items: string[]) => items.join(LANGUAGES.find((l) => l.code === i18n.language)?.comma ?? ', ');
