import { isoDay } from '@/platform/db/random';

/** Delivery when any line lacks free shipping, in cents. */
export const DELIVERY_CENTS = 999;

/** What the checkout offers a cart (SPEC §9): shipping 1–8 days ahead, 1–4 offers, a 3–20 % discount. */
export function drawFor(next: () => number, now: Date) {
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { shipping_date: isoDay(now, between(1, 8)), offers: between(1, 4), discount_percentage: between(3, 20) };
}

export interface PricedLine {
  priceCents: number;
  qty: number;
  freeShipping: boolean;
}

/** The order's money, all in cents: the discount rounds to the cent; delivery is free when every line ships free. */
export function pricedTotals(lines: PricedLine[], discountPercentage: number) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.qty, 0);
  const discountCents = Math.round((subtotalCents * discountPercentage) / 100);
  const deliveryCents = lines.length === 0 || lines.every((l) => l.freeShipping) ? 0 : DELIVERY_CENTS;
  return { subtotalCents, discountCents, deliveryCents, totalCents: subtotalCents - discountCents + deliveryCents };
}

export const fromCents = (cents: number | string | bigint) => Number(cents) / 100;
