import type { LocaleInput } from '@fullcalendar/core';
import es from '@fullcalendar/core/locales/es';

/** Spanish is the default language: its texts (a few hundred bytes) come with the page, so the first view needs no second request. */
export function builtInLocale(language: string): LocaleInput | 'en' | undefined {
  const code = language.slice(0, 2);
  return code === 'es' ? es : code === 'en' ? 'en' : undefined;
}

/** FullCalendar's own texts for a language; English is built in, the others load when first needed. */
const LOADERS: Record<string, () => Promise<{ default: LocaleInput }>> = {
  fr: () => import('@fullcalendar/core/locales/fr'),
  de: () => import('@fullcalendar/core/locales/de'),
  pt: () => import('@fullcalendar/core/locales/pt'),
  ar: () => import('@fullcalendar/core/locales/ar'),
};

export async function loadCalendarLocale(language: string): Promise<LocaleInput | 'en'> {
  const known = builtInLocale(language);
  if (known) return known;
  const load = LOADERS[language.slice(0, 2)];
  return load ? (await load()).default : 'en';
}
