import { z } from 'zod';
import { secretText, singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { authRoutes } from './routes';
import { mailLanguage } from './recovery-contract';

export const abilityRule = z.object({ action: z.string(), subject: z.string() });

export const userData = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  /** The key of the account's role, and its name as the Roles page shows it. */
  role: z.string(),
  roleName: z.string(),
  ability: z.array(abilityRule),
  extras: z.object({ eCommerceCartItemsCount: z.number() }),
  /** False until the link mailed to the address is opened (the app shows a banner meanwhile). */
  emailVerified: z.boolean(),
});
export type UserData = z.infer<typeof userData>;

const session = z.object({ accessToken: z.string(), refreshToken: z.string(), userData });
/** A correct password for an account with two-step verification on: no tokens yet, a challenge for the code. */
export const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
const tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  password: z.string().min(1, 'Enter your password').max(200),
  /** "Remember me": the sign-in lasts `REMEMBER_TOKEN_TTL` without use rather than `REFRESH_TOKEN_TTL`. */
  remember: z.boolean().optional(),
});

export const registerBody = z.object({
  username: singleLine()
    .min(3, 'At least 3 characters')
    .max(30, 'At most 30 characters')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Letters, digits, dot, dash and underscore only'),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  password: secretText().min(8, 'At least 8 characters').max(200),
  lang: mailLanguage,
});

/** A token is base64url parts joined by dots: anything else is refused before it is looked at. */
const refreshToken = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\w.-]+$/, 'Not a token');

export const twoStepsBody = z.object({
  challenge: refreshToken,
  /** Six digits from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
  code: z.string().trim().min(1, 'Enter the code').max(40),
});

export * from './routes';
export const authContract = defineContract(authRoutes, {
  login: {
    body: loginBody,
    response: z.union([session, twoFactorChallenge]),
    summary: 'Sign in with email and password (with two-step verification on: a challenge for the code instead)',
  },
  twoSteps: {
    body: twoStepsBody,
    response: session,
    summary: 'Finish a two-step sign-in with the authenticator code or an unused recovery code',
  },
  register: {
    body: registerBody,
    response: session,
    status: 201,
    summary: 'Create an account and sign in',
  },
  refresh: {
    body: z.object({ refreshToken }),
    response: tokens,
    summary: 'Trade a refresh token for a new pair (the old one is revoked)',
  },
  logout: {
    body: z.object({ refreshToken }),
    response: z.object({ ok: z.boolean() }),
    summary: 'Revoke the session the refresh token belongs to',
  },
  me: {
    response: z.object({ userData }),
    summary: 'The signed-in user',
  },
});
