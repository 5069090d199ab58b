import { describe, expect, it } from 'vitest';
import { copiedText, kebab, matches } from './icon-names';

describe('icon names', () => {
  it('writes the kebab-case name', () => {
    expect(kebab('ArrowBigDown')).toBe('arrow-big-down');
    expect(kebab('AArrowDown')).toBe('a-arrow-down');
    expect(kebab('Clock12')).toBe('clock-12');
  });

  it('matches every word typed, in any case', () => {
    expect(matches('ArrowBigDown', 'arrow')).toBe(true);
    expect(matches('ArrowBigDown', 'big down')).toBe(true);
    expect(matches('ArrowBigDown', 'arrow-down')).toBe(true);
    expect(matches('ArrowBigDown', 'up')).toBe(false);
    expect(matches('Bell', '')).toBe(true);
  });

  it('copies the name or the JSX', () => {
    expect(copiedText('Bell', 'name')).toBe('Bell');
    expect(copiedText('Bell', 'jsx')).toBe('<Bell />');
  });
});
