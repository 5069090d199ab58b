export const TOAST_SIDES = ['top-start', 'top-center', 'top-end', 'bottom-start', 'bottom-center', 'bottom-end'] as const;
export type ToastSide = (typeof TOAST_SIDES)[number];

/** The toast library's corner for a side named by reading direction: the start is the right in right-to-left. */
export function physicalPosition(side: ToastSide, rtl: boolean) {
  const [edge, along] = side.split('-') as ['top' | 'bottom', string];
  const physical = along === 'center' ? 'center' : (along === 'start') !== rtl ? 'left' : 'right';
  return `${edge}-${physical}` as const;
}
