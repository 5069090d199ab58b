/** Money is kept in whole cents; the API speaks in currency units. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number | string | bigint) => Number(cents) / 100;

/** How the search sees an amount: `3428`, `-200.5`, `12.25` (what a person would type). */
export const amountText = (cents: number) => String(fromCents(cents));

/** Subtotal of the line items, tax on it (rounded to the cent) and the total. */
export function totalsOf(items: { cost: number; qty: number }[], taxRate: number) {
  const subtotal = items.reduce((sum, item) => sum + toCents(item.cost) * item.qty, 0);
  const tax = Math.round((subtotal * taxRate) / 100);
  return { subtotal, tax, total: subtotal + tax };
}
