/** One slider of the page: what it holds and how it is drawn; the same for the preview and Radix's slider. */
export interface SliderSpec {
  id: string;
  min: number;
  max: number;
  step: number;
  /** One value, or two for a range. */
  initial: number[];
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** A direction of its own, whatever the page's. */
  dir?: 'ltr' | 'rtl';
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'info';
  /** Thumbs kept at least this many steps apart (ranges). */
  gap?: number;
  unit?: 'percent' | 'euro' | 'decibel' | 'none';
}

export const SLIDERS: SliderSpec[] = [
  { id: 'volume', min: 0, max: 100, step: 1, initial: [40], unit: 'percent' },
  { id: 'price', min: 0, max: 1000, step: 10, initial: [200, 750], gap: 5, unit: 'euro' },
  { id: 'quality', min: 0, max: 100, step: 25, initial: [50], unit: 'percent' },
  { id: 'bass', min: -12, max: 12, step: 1, initial: [3], orientation: 'vertical', unit: 'decibel' },
  { id: 'middle', min: -12, max: 12, step: 1, initial: [-2], orientation: 'vertical', unit: 'decibel', tone: 'info' },
  { id: 'treble', min: -12, max: 12, step: 1, initial: [5], orientation: 'vertical', unit: 'decibel', tone: 'success' },
  { id: 'locked', min: 0, max: 100, step: 1, initial: [60], disabled: true, unit: 'percent' },
  { id: 'rtl', min: 0, max: 100, step: 5, initial: [30], dir: 'rtl', unit: 'percent' },
  { id: 'success', min: 0, max: 100, step: 1, initial: [70], tone: 'success', unit: 'percent' },
  { id: 'warning', min: 0, max: 100, step: 1, initial: [45], tone: 'warning', unit: 'percent' },
  { id: 'danger', min: 0, max: 100, step: 1, initial: [25], tone: 'danger', unit: 'percent' },
];

/** Where a value sits along the track, from 0 to 100. */
export const percentOf = (spec: SliderSpec, value: number) => ((value - spec.min) / (spec.max - spec.min)) * 100;
