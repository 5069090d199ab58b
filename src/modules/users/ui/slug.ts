/** A translation key for a stored value such as 'Manual - Credit Card' → 'manual-credit-card'. */
export const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
