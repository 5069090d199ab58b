import { isValid, parse, type Locale } from 'date-fns';
import { dateOfDay, isoDay } from './iso-day';

/**
 * What the kit's date fields hold, in the contract's own shape: an ISO day (`2026-11-23`) for a date, an ISO
 * instant (`2026-11-23T12:00:00.000Z`) for a date and time, `''` when empty. Text a person typed that is no
 * date stays as typed, so the form's schema refuses it and the field shows why instead of dropping it.
 */
export type DateKind = 'date' | 'date-time';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The local date a held value stands for; null when empty or not a date. */
export function dateOfValue(value: string | null | undefined, kind: DateKind): Date | null {
  if (!value) return null;
  if (kind === 'date') {
    if (!ISO_DAY.test(value)) return null;
    const date = dateOfDay(value);
    return date && isoDay(date) === value ? date : null;
  }
  if (!ISO_INSTANT.test(value)) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
}

/** The value a field holds for a date picked or typed. */
export const valueOfDate = (date: Date, kind: DateKind) => (kind === 'date' ? isoDay(date) : date.toISOString());

/** Whether a held value is a real date of its kind (empty is judged by `required`, not here). */
export const isDateValue = (value: string, kind: DateKind) => dateOfValue(value, kind) !== null;

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
