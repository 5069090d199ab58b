import { ar, de, enUS, es, fr, ptBR, type Locale } from 'date-fns/locale';
import type { LanguageCode } from '@/web/i18n/i18n';

/**
 * The date pickers' languages: month and weekday names, the first day of the week and the short date format.
 * One entry per interface language (Portuguese is Brazilian); a new language adds its date-fns locale here.
 */
export const DATE_LOCALES: Record<LanguageCode, Locale> = { es, en: enUS, fr, de, pt: ptBR, ar };

