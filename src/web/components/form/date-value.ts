import { dateOfDay, isoDay } from './iso-day';

/**
 * What the kit's date fields hold, in the contract's own shape: an ISO day (`2026-11-23`) for a date, an ISO
 * instant (`2026-11-23T12:00:00.000Z`) for a date and time, `''` when empty. Text a person typed that is no
 * date stays as typed, so the form's schema refuses it and the field shows why instead of dropping it.
 * (Free of date-fns: pages use it without the picker's weight; typed-date.ts reads what is typed.)
 */
export type DateKind = 'date' | 'date-time';

/** A date that cannot be read fails the contract's ISO check: the person reads how to write one in their language. */
export const TYPED_DATE_MESSAGES = {
  date: { invalid_format: 'validation.typedDate', invalid_date: 'validation.typedDate' },
  'date-time': { invalid_format: 'validation.typedDateTime', invalid_date: 'validation.typedDateTime' },
} as const satisfies Record<DateKind, Record<string, string>>;

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
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value a field holds for a date picked or typed. */
export const valueOfDate = (date: Date, kind: DateKind) => (kind === 'date' ? isoDay(date) : date.toISOString());

/** Whether a held value is a real date of its kind (empty is judged by `required`, not here). */
export const isDateValue = (value: string, kind: DateKind) => dateOfValue(value, kind) !== null;
