import { isValid, parse, type Locale } from 'date-fns';
import type { DateKind } from './date-value';

// The language's short date, read leniently: one or two digits for the day and month, four or two for the year.
function datePatterns(locale: Locale): string[] {
  const short = locale.formatLong?.date({ width: 'short' }) ?? 'dd/MM/yyyy';
  const lenient = short.replace(/d+/, 'd').replace(/M+/, 'M').replace(/y+/, 'yyyy');
  return [lenient, lenient.replace('yyyy', 'yy')];
}

function timePatterns(locale: Locale): string[] {
  const short = locale.formatLong?.time({ width: 'short' }) ?? 'HH:mm';
  const lenient = short.replace(/H+/, 'H').replace(/h+/, 'h');
  return lenient.includes('a') ? [lenient, lenient.replace(' a', 'a'), 'H:mm'] : [lenient];
}

/**
 * A date typed in the interface language's format (`23/11/2026` in Spanish, `11/23/2026` in English,
 * `23.11.2026` in German), with a time after it for a date-time; null when the text is not one.
 */
export function parseTypedDate(text: string, locale: Locale, kind: DateKind): Date | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return null;
  const reference = new Date(2000, 0, 1, 0, 0, 0, 0);
  const patterns = kind === 'date' ? datePatterns(locale) : datePatterns(locale).flatMap((d) => timePatterns(locale).map((t) => `${d} ${t}`));
  for (const pattern of patterns) {
    const date = parse(typed, pattern, reference, { locale });
    if (isValid(date) && date.getFullYear() >= 1000 && date.getFullYear() <= 9999) return date;
  }
  return null;
}
