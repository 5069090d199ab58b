/** Bootstrap's theme colours, in the order the examples show them. */
export const VARIANTS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'light', 'dark'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Resolves after `ms`: the examples' "saving" stands for a short request. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
