import { defineModule } from '@/platform/module';
import { authContract } from './contract';
import { authMigrations } from './migrations';
import { accessMigrations } from '@/platform/access/migrations';
import { mailMigrations } from '@/platform/mail/migrations';
import { eventsMigrations } from '@/platform/events/migrations';
import { rateLimitMigrations } from '@/platform/rate-limits/migrations';
import { serverSecretMigrations } from './signing-secret';
import { securityContract } from './security-contract';
import * as auth from './service';
import { recoveryContract } from './recovery-contract';
import * as recovery from './recovery';
import * as security from './account-security';
import * as twoFactor from './two-factor';

export function authModule(settings: auth.AuthSettings) {
  return defineModule({
    name: 'auth',
    contract: { ...authContract, ...recoveryContract, ...securityContract },
    migrations: { ...authMigrations, ...accessMigrations, ...mailMigrations, ...eventsMigrations, ...rateLimitMigrations, ...serverSecretMigrations },
    handlers: {
      login: (ctx, { body }) => auth.login(ctx, settings, body),
      twoSteps: (ctx, { body }) => twoFactor.completeTwoSteps(ctx, settings, body),
      register: (ctx, { body }) => auth.register(ctx, settings, body),
      refresh: (ctx, { body }) => auth.refresh(ctx, settings, body.refreshToken),
      logout: (ctx, { body }) => auth.logout(ctx, settings, body.refreshToken),
      me: (ctx) => auth.me(ctx),
      forgotPassword: (ctx, { body }) => recovery.forgotPassword(ctx, body),
      resetPassword: (ctx, { body }) => recovery.resetPassword(ctx, body),
      tokenInfo: (ctx, { query }) => recovery.tokenInfo(ctx, query.token),
      verifyEmail: (ctx, { body }) => recovery.verifyEmail(ctx, body.token),
      resendVerification: (ctx, { body }) => recovery.resendVerification(ctx, body.lang),
      twoFactorStatus: (ctx) => twoFactor.twoFactorStatus(ctx),
      twoFactorSetup: (ctx) => twoFactor.setupTwoFactor(ctx),
      twoFactorEnable: (ctx, { body }) => twoFactor.enableTwoFactor(ctx, body.code),
      twoFactorDisable: (ctx, { body }) => twoFactor.disableTwoFactor(ctx, settings, body.password),
      changePassword: (ctx, { body }) => security.changePassword(ctx, settings, body),
      sessions: (ctx) => security.listSessions(ctx),
      revokeSession: (ctx, { body }) => security.revokeOwnSession(ctx, body.id),
      revokeOtherSessions: (ctx) => security.revokeOtherSessions(ctx),
    },
  });
}
