import type { z } from 'zod';
import { recordAudit } from '@/platform/access/audit';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from './context';
import { hashPassword } from './passwords';
import type { changePasswordBody } from './security-contract';
import type { AuthSettings } from './service';
import { openSessions, revokeAccountSessions, revokeSession } from './sessions';
import { assertSignedInSession, checkPassword } from './two-factor';

const SAME_PASSWORD = 'Choose a password other than the current one.';

/** A new password: the current one checked, and every other session of the account signed out. */
export async function changePassword(ctx: ServiceContext, settings: AuthSettings, input: z.infer<typeof changePasswordBody>) {
  assertSignedInSession(ctx);
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
  await checkPassword(ctx, settings, account, input.currentPassword, 'body.currentPassword');
  if (input.newPassword === input.currentPassword) throw new Invalid(SAME_PASSWORD, [{ path: 'body.newPassword', message: SAME_PASSWORD, code: 'same_password' }]);
  const passwordHash = await hashPassword(input.newPassword);
  const others = (await openSessions(ctx.db, account.id)).filter((s) => s.id !== ctx.user.sessionId).length;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ password_hash: passwordHash, failed_logins: 0, failed_login_at: null }).where('id', '=', account.id).execute();
    await revokeAccountSessions(trx, account.id, ctx.now, ctx.user.sessionId);
    await recordAudit(ctx, trx, 'account', account.id, 'password', { how: 'changed' });
  });
  return { ok: true as const, signedOutSessions: others };
}

/** The account's open sessions, the one asking marked. */
export async function listSessions(ctx: ServiceContext) {
  const rows = await openSessions(ctx.db, ctx.user.id);
  return {
    sessions: rows.map((s) => ({ id: s.id, createdAt: s.created_at, lastSeenAt: s.last_seen_at, ip: s.ip, userAgent: s.user_agent, current: s.id === ctx.user.sessionId })),
  };
}

/** Signs out one of the account's own sessions; another account's (or a closed one) is not found. */
export async function revokeOwnSession(ctx: ServiceContext, id: string) {
  const row = await ctx.db.selectFrom('sessions').select('id').where('id', '=', id).where('account_id', '=', ctx.user.id).where('revoked_at', 'is', null).executeTakeFirst();
  if (!row) throw new NotFound('Session not found');
  await revokeSession(ctx.db, id, ctx.now);
  return { ok: true as const };
}

/** Sign out everywhere else: every session of the account but the one asking. */
export async function revokeOtherSessions(ctx: ServiceContext) {
  const others = (await openSessions(ctx.db, ctx.user.id)).filter((s) => s.id !== ctx.user.sessionId).length;
  await revokeAccountSessions(ctx.db, ctx.user.id, ctx.now, ctx.user.sessionId);
  return { revoked: others };
}
