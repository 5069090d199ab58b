/** Sides named by reading direction, as the pages offer them. */
export const SIDES = ['top', 'end', 'bottom', 'start'] as const;
export type Side = (typeof SIDES)[number];

/** The overlay library's placement for a side: the start is the left in left-to-right, the right in right-to-left. */
export function placementOf(side: Side, rtl: boolean): 'top' | 'bottom' | 'left' | 'right' {
  if (side === 'top' || side === 'bottom') return side;
  return (side === 'start') !== rtl ? 'left' : 'right';
}
