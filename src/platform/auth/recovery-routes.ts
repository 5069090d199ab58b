import { defineRoutes } from '@/platform/contract/define-routes';

/** The account flows that start from a mailed link: forgotten password, invitation, address check. */
export const recoveryRoutes = defineRoutes({
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', access: 'public' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: 'public' },
  tokenInfo: { method: 'GET', path: '/auth/token', access: 'public' },
  verifyEmail: { method: 'POST', path: '/auth/verify-email', access: 'public' },
  resendVerification: { method: 'POST', path: '/auth/resend-verification', access: 'signed-in' },
});

/** The languages mail is written in (the interface's); Spanish when a request names none. */
export const MAIL_LANGUAGES = ['es', 'en', 'fr', 'de', 'pt', 'ar'] as const;

/** What a mailed link is for. */
export const TOKEN_PURPOSES = ['reset', 'invitation', 'verify'] as const;

/** The pages those links open (relative to the site's public address). */
export const RECOVERY_PAGES = {
  forgotBasic: '/pages/forgot-password-basic',
  forgotCover: '/pages/forgot-password-cover',
  resetBasic: '/pages/reset-password-basic',
  resetCover: '/pages/reset-password-cover',
  verifyBasic: '/pages/verify-email-basic',
  verifyCover: '/pages/verify-email-cover',
} as const;
