/** How the interface language writes numbers and dates, for the masks: its separators and the order of a date's parts. */
export function numberSeparators(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

export type DatePart = 'day' | 'month' | 'year';

export function dateOrder(language: string): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2026, 10, 27));
  const order = parts.filter((p): p is Intl.DateTimeFormatPart & { type: DatePart } => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
  const literal = parts.find((p) => p.type === 'literal')?.value.replace(/[\u200e\u200f\u061c\s]/g, '') || '/';
  return { order, separator: literal.charAt(0) };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** The card's brand by its first digits (IIN ranges), or null while they tell none. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}
