import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { DATE_LOCALES } from './date-locales';
import { pickerText } from './lazy-date-input';

describe('the field before the picker arrives', () => {
  it('writes the value exactly as the picker will, in every language (nothing moves when it arrives)', () => {
    const moments = [new Date(2026, 10, 3, 9, 5), new Date(2027, 0, 23, 13, 0), new Date(2026, 11, 31, 0, 30)];
    for (const [language, locale] of Object.entries(DATE_LOCALES)) {
      for (const at of moments) {
        const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
        expect(pickerText(day, 'date', language), language).toBe(format(at, 'P', { locale }));
        expect(pickerText(at.toISOString(), 'date-time', language), language).toBe(format(at, 'P p', { locale }));
      }
    }
  });
  it('shows text that is no date as it is', () => {
    expect(pickerText('31/02/2026', 'date', 'es')).toBe('31/02/2026');
    expect(pickerText('', 'date-time', 'en')).toBe('');
  });
});
