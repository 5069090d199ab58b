import { Secret, TOTP } from 'otpauth';

/** What authenticator apps expect by default: SHA-1, six digits, a new code every 30 seconds. */
const TOTP_OPTIONS = { issuer: 'Tablero', algorithm: 'SHA1', digits: 6, period: 30 } as const;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, label: string) {
  return new TOTP({ ...TOTP_OPTIONS, label, secret: Secret.fromBase32(secret) });
}

/**
 * The time step a six-digit code belongs to, when it is the code of the step before, this one or the next
 * (a phone's clock a little off); null when it is none of them.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** Ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a person may type for a recovery code: any case, with or without the dash or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
