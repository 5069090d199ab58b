import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

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
