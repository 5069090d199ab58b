import { defineRoutes } from '@/platform/contract/define-routes';

/** The signed-in person's own security: two-step verification, password, sessions (the account settings' security tab). */
export const securityRoutes = defineRoutes({
  twoFactorStatus: { method: 'GET', path: '/auth/two-factor', access: 'signed-in' },
  twoFactorSetup: { method: 'POST', path: '/auth/two-factor/setup', access: 'signed-in' },
  twoFactorEnable: { method: 'POST', path: '/auth/two-factor/enable', access: 'signed-in' },
  twoFactorDisable: { method: 'POST', path: '/auth/two-factor/disable', access: 'signed-in' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'signed-in' },
  sessions: { method: 'GET', path: '/auth/sessions', access: 'signed-in' },
  revokeSession: { method: 'POST', path: '/auth/sessions/revoke', access: 'signed-in' },
  revokeOtherSessions: { method: 'POST', path: '/auth/sessions/revoke-others', access: 'signed-in' },
});

/** Recovery codes handed out when two-step verification is switched on. */
export const RECOVERY_CODE_COUNT = 10;
