/** Card checks shared by the contract (server and forms): no zod here, so a page can use them cheaply. */

/** The digits of a card number as typed (spaces and dashes allowed between groups). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY` whose month has not ended by `now` (a card is good through the last day of its month). */
export function expiryInFuture(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
