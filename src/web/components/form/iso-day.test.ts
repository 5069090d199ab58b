import { describe, expect, it } from 'vitest';
import { dateOfDay, isoDay } from './iso-day';

describe('ISO days', () => {
  it('read and write a local day whatever the time of day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dateOfDay('2026-12-31')?.getDate()).toBe(31);
    expect(isoDay(dateOfDay('2026-03-29')!)).toBe('2026-03-29');
    expect(dateOfDay('')).toBeNull();
  });
});
