import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('ana maría López')).toBe('AM');
    expect(initials('  Zoë  ')).toBe('Z');
  });

  it('skips what is not a letter or a digit: markup, quotes, direction overrides', () => {
    expect(initials('\u202Exyz <img src=x onerror=alert(1)>')).toBe('XI');
    expect(initials('"> <svg onload=x>')).toBe('SO');
    expect(initials('<< >>')).toBe('');
  });

  it('keeps letters outside the basic plane whole, and other scripts', () => {
    expect(initials('𝒜lice Bob')).toBe('𝒜B');
    expect(initials('محمد علي')).toBe('مع');
  });
});
