import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { DATE_LOCALES } from './date-locales';
import { dateOfValue, isDateValue, valueOfDate } from './date-value';
import { parseTypedDate } from './typed-date';

const day = (date: Date | null) => (date ? [date.getFullYear(), date.getMonth() + 1, date.getDate()] : null);

describe('a typed date, read in the interface language', () => {
  it('reads day before month in Spanish, French and Portuguese, month first in English, dots in German', () => {
    expect(day(parseTypedDate('03/11/2026', 'es', 'date'))).toEqual([2026, 11, 3]);
    expect(day(parseTypedDate('03/11/2026', 'fr', 'date'))).toEqual([2026, 11, 3]);
    expect(day(parseTypedDate('03/11/2026', 'pt', 'date'))).toEqual([2026, 11, 3]);
    expect(day(parseTypedDate('03/11/2026', 'en', 'date'))).toEqual([2026, 3, 11]);
    expect(day(parseTypedDate('03.11.2026', 'de', 'date'))).toEqual([2026, 11, 3]);
  });
  it('takes one-digit days and months, two-digit years and stray spaces', () => {
    expect(day(parseTypedDate(' 3/1/2026 ', 'es', 'date'))).toEqual([2026, 1, 3]);
    expect(day(parseTypedDate('3/1/26', 'es', 'date'))).toEqual([2026, 1, 3]);
  });
  it('refuses what is no date in that language rather than guessing', () => {
    expect(parseTypedDate('11/23/2026', 'es', 'date')).toBeNull();
    expect(parseTypedDate('23/11/2026', 'en', 'date')).toBeNull();
    expect(parseTypedDate('31/02/2026', 'es', 'date')).toBeNull();
    expect(parseTypedDate('2026-11-23', 'es', 'date')).toBeNull();
    expect(parseTypedDate('23/11', 'es', 'date')).toBeNull();
    expect(parseTypedDate('mañana', 'es', 'date')).toBeNull();
    expect(parseTypedDate('', 'es', 'date')).toBeNull();
  });
  it('reads a time after the date: 24-hour in Spanish, with AM/PM in English', () => {
    const spanish = parseTypedDate('23/11/2026 13:05', 'es', 'date-time');
    expect([...day(spanish)!, spanish!.getHours(), spanish!.getMinutes()]).toEqual([2026, 11, 23, 13, 5]);
    const english = parseTypedDate('11/23/2026 1:05 PM', 'en', 'date-time');
    expect([...day(english)!, english!.getHours(), english!.getMinutes()]).toEqual([2026, 11, 23, 13, 5]);
    expect(parseTypedDate('23/11/2026', 'es', 'date-time')).toBeNull();
    expect(parseTypedDate('23/11/2026 25:00', 'es', 'date-time')).toBeNull();
    expect(parseTypedDate('23/11/2026 1:05 PM', 'es', 'date-time')).toBeNull();
    expect(parseTypedDate('11/23/2026 13:05 PM', 'en', 'date-time')).toBeNull();
  });
  it('reads back every date and time the picker writes, in every language', () => {
    const moments = [new Date(2026, 10, 3, 9, 5), new Date(2027, 0, 23, 13, 0), new Date(2026, 11, 31, 0, 30), new Date(2024, 1, 29, 12, 45)];
    for (const [language, locale] of Object.entries(DATE_LOCALES)) {
      for (const at of moments) {
        expect(day(parseTypedDate(format(at, 'P', { locale }), language, 'date')), language).toEqual(day(at));
        expect(parseTypedDate(format(at, 'P p', { locale }), language, 'date-time')?.getTime(), language).toBe(at.getTime());
      }
    }
  });
  it('reads Arabic-Indic digits and ignores direction marks', () => {
    expect(day(parseTypedDate('\u0662\u0663/\u0661\u0661/\u0662\u0660\u0662\u0666', 'ar', 'date'))).toEqual([2026, 11, 23]);
    expect(day(parseTypedDate('23\u200f/11\u200f/2026', 'ar', 'date'))).toEqual([2026, 11, 23]);
  });
});

describe('what a date field holds', () => {
  it('an ISO day for a date, whatever the time of day picked', () => {
    expect(valueOfDate(new Date(2026, 10, 23, 23, 59), 'date')).toBe('2026-11-23');
    expect(day(dateOfValue('2026-11-23', 'date'))).toEqual([2026, 11, 23]);
  });
  it('an ISO instant for a date and time', () => {
    const at = new Date(2026, 10, 23, 13, 5);
    expect(valueOfDate(at, 'date-time')).toBe(at.toISOString());
    expect(dateOfValue(at.toISOString(), 'date-time')?.getTime()).toBe(at.getTime());
  });
  it('nothing for an empty value, text that is no date, or a value of the other kind', () => {
    expect(dateOfValue('', 'date')).toBeNull();
    expect(dateOfValue('23/11/2026', 'date')).toBeNull();
    expect(dateOfValue('2026-02-31', 'date')).toBeNull();
    expect(isDateValue('2026-11-23T12:00:00.000Z', 'date')).toBe(false);
    expect(isDateValue('2026-11-23', 'date-time')).toBe(false);
    expect(isDateValue('2026-11-23T12:00:00.000Z', 'date-time')).toBe(true);
  });
});
