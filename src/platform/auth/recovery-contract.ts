import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { secretText } from '@/platform/contract/text';
import { MAIL_LANGUAGES, recoveryRoutes, TOKEN_PURPOSES } from './recovery-routes';

/** The language of the mail a request makes the server send (Spanish when absent). */
export const mailLanguage = z.enum(MAIL_LANGUAGES).optional();

/** A mailed token: base64url only, so anything else is refused before it is looked up. */
export const accountTokenText = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w-]+$/, 'Not a token');

export const forgotPasswordBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  lang: mailLanguage,
});

export const resetPasswordBody = z.object({
  token: accountTokenText,
  password: secretText().min(8, 'At least 8 characters').max(200),
});

export * from './recovery-routes';
export const recoveryContract = defineContract(recoveryRoutes, {
  forgotPassword: {
    body: forgotPasswordBody,
    response: z.object({ ok: z.literal(true) }),
    summary: 'Mail a password reset link to the account of this e-mail, if there is one (the answer is the same either way)',
  },
  resetPassword: {
    body: resetPasswordBody,
    response: z.object({ email: z.string(), how: z.enum(['reset', 'set']) }),
    summary: 'Set a new password with a reset or invitation link; every session of the account ends',
  },
  tokenInfo: {
    query: z.object({ token: accountTokenText }),
    response: z.object({ purpose: z.enum(TOKEN_PURPOSES), email: z.string(), expiresAt: z.string() }),
    summary: 'What a mailed link is for and whose it is, while it can still be used',
  },
  verifyEmail: {
    body: z.object({ token: accountTokenText }),
    response: z.object({ email: z.string() }),
    summary: 'Confirm the e-mail address of an account with the link mailed to it',
  },
  resendVerification: {
    body: z.object({ lang: mailLanguage }),
    response: z.object({ sentTo: z.string() }),
    summary: 'Mail the signed-in account a new address confirmation link (at most one a minute)',
  },
});
