import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { ADDRESS_KINDS, CARD_BRANDS } from './routes';
import { COUNTRY_CODES } from './countries';

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check every card number passes: catches a mistyped digit or two swapped. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's network, told by its first digits. */
export function cardBrand(digits: string): (typeof CARD_BRANDS)[number] {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'other';
}

/** `MM/YY` as month and full year, or undefined. */
export function expiryOf(text: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : undefined;
}

/** A card as typed: the number and code are checked and never stored (only the brand and last four digits are). */
export const cardBody = z.object({
  number: z
    .string()
    .refine((v) => /^\d{12,19}$/.test(digitsOf(v)), { message: 'Use the 12 to 19 digits of the card', params: { code: 'card_number' } })
    .refine((v) => !/^\d{12,19}$/.test(digitsOf(v)) || passesLuhn(digitsOf(v)), { message: 'This card number is not valid', params: { code: 'card_checksum' } })
    .meta({ examples: ['4242 4242 4242 4242'] }),
  holder: singleLine().min(1, 'The name on the card is required').max(60),
  expiry: z
    .string()
    .refine((v) => expiryOf(v) !== undefined, { message: 'Use MM/YY', params: { code: 'card_expiry' } })
    .refine(
      (v) => {
        const expiry = expiryOf(v);
        const now = new Date();
        return !expiry || expiry.year * 12 + expiry.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      },
      { message: 'This card has expired', params: { code: 'card_expired' } },
    )
    .meta({ examples: ['12/39'] }),
  cvc: z
    .string()
    .refine((v) => /^\d{3,4}$/.test(v), { message: 'Use the 3 or 4 digits on the card', params: { code: 'card_cvc' } })
    .meta({ examples: ['123'] }),
  primary: z.boolean(),
});

export const card = z.object({
  id: z.number(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  holder: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  primary: z.boolean(),
});
export type Card = z.infer<typeof card>;

export const addressBody = z.object({
  fullName: singleLine().min(1, 'The name is required').max(80),
  line1: singleLine().min(1, 'The address is required').max(120),
  line2: singleLine().max(120),
  city: singleLine().min(1, 'The city is required').max(80),
  state: singleLine().max(80),
  postcode: singleLine()
    .min(1, 'The postcode is required')
    .max(12)
    .refine((v) => /^[A-Za-z0-9 -]*$/.test(v), { message: 'Use letters, digits, spaces and dashes', params: { code: 'postcode' } }),
  country: z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'Choose a country from the list' }),
  kind: z.enum(ADDRESS_KINDS),
  isDefault: z.boolean(),
});
export const address = addressBody.extend({ id: z.number() });
export type Address = z.infer<typeof address>;

export const removeBody = z.object({ id: recordId() });
