import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColor, toHex, verdict } from './contrast';

describe('contrast', () => {
  it('reads the colour forms getComputedStyle gives', () => {
    expect(parseColor('rgb(95, 79, 240)')).toEqual({ r: 95, g: 79, b: 240, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(255 255 255 / 40%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.4 });
    expect(parseColor('color(srgb 1 0.5 0)')).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(parseColor('transparent')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    const white = parseColor('rgb(255, 255, 255)')!;
    const black = parseColor('rgb(0, 0, 0)')!;
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio(parseColor('rgb(118, 118, 118)')!, white)).toBeCloseTo(4.54, 2);
  });

  it('grades ratios for AA and AAA', () => {
    expect(verdict(7.2)).toBe('aaa');
    expect(verdict(4.5)).toBe('aa');
    expect(verdict(3.4)).toBe('aaLarge');
    expect(verdict(2.9)).toBe('fail');
  });

  it('blends a translucent colour over the one under it and writes hex', () => {
    const half = over({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 });
    expect(toHex(half)).toBe('#808080');
  });
});
