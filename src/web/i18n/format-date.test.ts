import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatShortDay } from './i18n';

describe('dates written for the interface language', () => {
  it('a day in each language, on the day it names whatever the time zone', () => {
    expect(formatDay('2026-11-23', 'es')).toBe('23 nov 2026');
    expect(formatDay('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatDay('2026-01-01', 'fr')).toBe('1 janv. 2026');
    expect(formatDay('2026-11-23', 'pt')).toBe('23 de nov. de 2026');
  });
  it('a moment with its local time, 24-hour or AM/PM as the language writes it', () => {
    const at = new Date(2026, 10, 22, 8, 36);
    expect(formatDateTime(at.toISOString(), 'es')).toBe('22 nov 2026, 8:36');
    expect(formatDateTime(at, 'en')).toBe('Nov 22, 2026, 8:36 AM');
    expect(formatDateTime(at, 'de')).toBe('22.11.2026, 08:36');
  });
  it('a short day on cards, with the year only when it is not this one', () => {
    const thisYear = new Date().getFullYear();
    expect(formatShortDay(`${thisYear}-03-05`, 'es')).toBe('5 mar');
    expect(formatShortDay(`${thisYear}-03-05`, 'en')).toBe('Mar 5');
    expect(formatShortDay(`${thisYear + 1}-03-05`, 'en')).toBe(`Mar 5, ${thisYear + 1}`);
  });
  it('what is no date is shown as it came', () => {
    expect(formatDay('someday', 'es')).toBe('someday');
    expect(formatDateTime('', 'en')).toBe('');
  });
});
