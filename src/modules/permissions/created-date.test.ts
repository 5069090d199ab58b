import { describe, expect, it } from 'vitest';
import { formatCreatedDate, parseCreatedDate } from './created-date';

describe('reading the created-date text back', () => {
  it('gives the moment it was written for, in UTC', () => {
    expect(parseCreatedDate('14 Apr 2021, 8:43 PM')?.toISOString()).toBe('2021-04-14T20:43:00.000Z');
    expect(parseCreatedDate('22 Nov 2026, 12:05 AM')?.toISOString()).toBe('2026-11-22T00:05:00.000Z');
    expect(parseCreatedDate('1 Jan 2027, 12:30 PM')?.toISOString()).toBe('2027-01-01T12:30:00.000Z');
    const now = new Date('2026-11-25T17:09:00Z');
    expect(parseCreatedDate(formatCreatedDate(now))?.getTime()).toBe(now.getTime());
  });
  it('is null for text that is not one', () => {
    expect(parseCreatedDate('31 Feb 2026, 8:00 AM')).toBeNull();
    expect(parseCreatedDate('14 Abr 2021, 8:43 PM')).toBeNull();
    expect(parseCreatedDate('2026-11-22')).toBeNull();
  });
});
