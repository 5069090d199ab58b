import { describe, expect, it } from 'vitest';
import { placementOf } from './placement';
import { physicalPosition } from './toast-position';

describe('sides by reading direction', () => {
  it('puts the start on the left in left-to-right and on the right in right-to-left', () => {
    expect(placementOf('start', false)).toBe('left');
    expect(placementOf('end', false)).toBe('right');
    expect(placementOf('start', true)).toBe('right');
    expect(placementOf('end', true)).toBe('left');
    expect(placementOf('top', true)).toBe('top');
  });
  it('mirrors toast corners the same way', () => {
    expect(physicalPosition('top-end', false)).toBe('top-right');
    expect(physicalPosition('top-end', true)).toBe('top-left');
    expect(physicalPosition('bottom-start', true)).toBe('bottom-right');
    expect(physicalPosition('bottom-center', true)).toBe('bottom-center');
  });
});
