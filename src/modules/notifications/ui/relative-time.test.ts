import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 59), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), 'en', now)).toBe('yesterday');
  });

  it('says "now" for the last minute and speaks the given language', () => {
    expect(relativeTime(ago(10), 'en', now)).toBe('now');
    expect(relativeTime(ago(2 * 3600), 'es', now)).toBe('hace 2 horas');
  });
});
