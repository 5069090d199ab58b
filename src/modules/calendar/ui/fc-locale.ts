import type { LocaleInput } from '@fullcalendar/core';

/** FullCalendar's own texts for a language; English is built in, the others load when first needed. */
const LOADERS: Record<string, () => Promise<{ default: LocaleInput }>> = {
  es: () => import('@fullcalendar/core/locales/es'),
  fr: () => import('@fullcalendar/core/locales/fr'),
  de: () => import('@fullcalendar/core/locales/de'),
  pt: () => import('@fullcalendar/core/locales/pt'),
};

export async function loadCalendarLocale(language: string): Promise<LocaleInput | 'en'> {
  const load = LOADERS[language.slice(0, 2)];
  return load ? (await load()).default : 'en';
}
