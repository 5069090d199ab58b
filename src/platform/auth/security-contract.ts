import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { secretText } from '@/platform/contract/text';
import { securityRoutes } from './security-routes';

export const twoFactorCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the six digits the app shows');

// A password asked again: no stored password can hold characters a new one may not (see `secretText`), so
// those are refused before the check, which would count a failure against the account.
const password = secretText().min(1, 'Enter your password').max(200);

/** A new password: 8 characters or more, with at least one letter and one digit. */
export const newPassword = secretText()
  .min(8, 'At least 8 characters')
  .max(200)
  .refine((v) => /\p{L}/u.test(v) && /\p{Nd}/u.test(v), { message: 'Use at least one letter and one digit', params: { code: 'weak_password' } });

export const changePasswordBody = z.object({ currentPassword: password, newPassword });

export const openSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSession>;

const twoFactorState = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number() });

export * from './security-routes';
export const securityContract = defineContract(securityRoutes, {
  twoFactorStatus: { response: twoFactorState, summary: 'Whether two-step verification is on, and how many recovery codes are left' },
  twoFactorSetup: {
    response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
    summary: 'A new secret for the authenticator app (not in use until confirmed with a code)',
  },
  twoFactorEnable: {
    body: z.object({ code: twoFactorCode }),
    response: z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) }),
    summary: 'Confirm the secret with a code: two-step verification goes on; the recovery codes are shown this once',
  },
  twoFactorDisable: {
    body: z.object({ password }),
    response: z.object({ enabled: z.literal(false) }),
    summary: 'Switch two-step verification off (the password is asked again)',
  },
  changePassword: {
    body: changePasswordBody,
    response: z.object({ ok: z.literal(true), signedOutSessions: z.number() }),
    summary: 'Change the password: the current one is checked, the other sessions are signed out',
  },
  sessions: { response: z.object({ sessions: z.array(openSession) }), summary: 'The open sessions of the signed-in account' },
  revokeSession: {
    body: z.object({ id: z.uuid() }),
    response: z.object({ ok: z.literal(true) }),
    summary: 'Sign one of your sessions out',
  },
  revokeOtherSessions: { response: z.object({ revoked: z.number() }), summary: 'Sign out everywhere but here' },
});
