import QRCode from 'qrcode';
import type { z } from 'zod';
import { recordAudit } from '@/platform/access/audit';
import { AppError, Conflict, Invalid } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import type { PublicContext, ServiceContext } from './context';
import type { twoStepsBody } from './contract';
import { verifyPassword } from './passwords';
import { RECOVERY_CODE_COUNT } from './security-routes';
import { assertMaySignIn, clearFailedLogins, isLocked, issueTokens, recordFailedLogin, userDataOf, type AuthSettings } from './service';
import type { Account } from './tables';
import { digest } from './tokens';
import { matchingStep, newRecoveryCode, newTotpSecret, normalizeRecoveryCode, totpFor } from './totp';
import { attemptsLeft, claimAttempt, finishChallenge } from './two-factor-challenge';

export const CHALLENGE_EXPIRED = 'This sign-in has expired or taken too many codes: sign in again.';
export const INVALID_CODE = 'The code is not right.';
export const INVALID_PASSWORD = 'The password is not right.';

/** Changes to how one signs in are made from a signed-in session, never with an API key. */
export function assertSignedInSession(ctx: ServiceContext) {
  if (!ctx.user.sessionId) throw new AppError(403, 'Only a signed-in session may change how this account signs in.', undefined, { code: 'session_required' });
}

async function accountOf(db: Db, id: number): Promise<Account> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Whether a six-digit code is the app's current one and was not used before (a code is good once). */
async function acceptTotp(db: Db, account: Account, code: string, now: Date): Promise<boolean> {
  if (!account.totp_secret) return false;
  const step = matchingStep(account.totp_secret, code, now);
  if (step === null) return false;
  const { numUpdatedRows } = await db
    .updateTable('accounts')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Spends one unused recovery code; false when it is not one of the account's or was used already. */
async function spendRecoveryCode(db: Db, accountId: number, code: string, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('code_digest', '=', await digest(normalizeRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

const invalidCode = (left: number) => new Invalid(INVALID_CODE, [{ path: 'body.code', message: INVALID_CODE, code: 'invalid_code' }], { attemptsLeft: left });
/** 401: the challenge cannot be used any more; the sign-in starts again from the password. */
class ChallengeExpired extends AppError {
  constructor() {
    super(401, CHALLENGE_EXPIRED, undefined, { code: 'challenge_expired' });
  }
}

/** The second step of a sign-in: the app's code or a recovery code trades the challenge for the session. */
export async function completeTwoSteps(ctx: PublicContext, settings: AuthSettings, input: z.infer<typeof twoStepsBody>) {
  const attempt = await claimAttempt(ctx.db, settings.tokens, input.challenge, ctx.now);
  if (!attempt) throw new ChallengeExpired();
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', attempt.accountId).executeTakeFirst();
  // Switched off (by an administrator, say) since the password was given: that sign-in starts again.
  if (!account || account.totp_enabled_at === null) throw new ChallengeExpired();
  assertMaySignIn(account);
  const locked = isLocked(ctx, settings, account);
  const right =
    !locked && (/^\d{6}$/.test(input.code) ? await acceptTotp(ctx.db, account, input.code, ctx.now) : await spendRecoveryCode(ctx.db, account.id, input.code, ctx.now));
  if (!right) {
    if (!locked) await recordFailedLogin(ctx, settings, account.id);
    throw invalidCode(await attemptsLeft(ctx.db, attempt.id));
  }
  if (!(await finishChallenge(ctx.db, attempt.id, ctx.now))) throw new ChallengeExpired();
  if (account.failed_logins > 0) await clearFailedLogins(ctx.db, account.id);
  return { ...(await issueTokens(ctx, settings, account.id, attempt.remember)), userData: await userDataOf(ctx.db, account) };
}

export async function twoFactorStatus(ctx: ServiceContext) {
  const account = await accountOf(ctx.db, ctx.user.id);
  const left = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', account.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: account.totp_enabled_at !== null, enabledAt: account.totp_enabled_at, recoveryCodesLeft: Number(left.n) };
}

const ALREADY_ON = 'Two-step verification is already on: switch it off first to use another app.';

/** A new secret, kept as pending until a code confirms it: asking again replaces it. */
export async function setupTwoFactor(ctx: ServiceContext) {
  assertSignedInSession(ctx);
  const account = await accountOf(ctx.db, ctx.user.id);
  if (account.totp_enabled_at !== null) throw new Conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await ctx.db.updateTable('accounts').set({ totp_secret: secret, totp_last_step: null }).where('id', '=', account.id).execute();
  const otpauthUrl = totpFor(secret, account.email).toString();
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** The code proves the app holds the secret: two-step verification goes on, with fresh recovery codes shown once. */
export async function enableTwoFactor(ctx: ServiceContext, code: string) {
  assertSignedInSession(ctx);
  const account = await accountOf(ctx.db, ctx.user.id);
  if (account.totp_enabled_at !== null) throw new Conflict(ALREADY_ON);
  if (!account.totp_secret) throw new Invalid('Set up the app first.', [{ path: 'body.code', message: 'Set up the app first.', code: 'setup_first' }]);
  if (!(await acceptTotp(ctx.db, account, code, ctx.now))) throw new Invalid(INVALID_CODE, [{ path: 'body.code', message: INVALID_CODE, code: 'invalid_code' }]);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const digests = await Promise.all(recoveryCodes.map((c) => digest(normalizeRecoveryCode(c))));
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ totp_enabled_at: ctx.now.toISOString() }).where('id', '=', account.id).execute();
    await trx.deleteFrom('recovery_codes').where('account_id', '=', account.id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(digests.map((code_digest) => ({ account_id: account.id, code_digest, used_at: null })))
      .execute();
    await recordAudit(ctx, trx, 'account', account.id, 'two-factor', { enabled: true });
  });
  return { enabled: true as const, recoveryCodes };
}

/** Removes the secret and the recovery codes (the administrator's reset from the user view does the same). */
export async function removeTwoFactor(db: Db, accountId: number) {
  await db.updateTable('accounts').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', accountId).execute();
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
}

/** Off, with the password given again (a session left open on a shared computer is not enough). */
export async function disableTwoFactor(ctx: ServiceContext, settings: AuthSettings, password: string) {
  assertSignedInSession(ctx);
  const account = await accountOf(ctx.db, ctx.user.id);
  await checkPassword(ctx, settings, account, password, 'body.password');
  await ctx.db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, account.id);
    if (account.totp_enabled_at !== null) await recordAudit(ctx, trx, 'account', account.id, 'two-factor', { enabled: false });
  });
  return { enabled: false as const };
}

/** A password asked again: wrong ones count toward the account's lock, as at sign-in. */
export async function checkPassword(ctx: ServiceContext, settings: AuthSettings, account: Account, password: string, path: string) {
  const locked = isLocked(ctx, settings, account);
  if (locked || !(await verifyPassword(password, account.password_hash))) {
    if (!locked) await recordFailedLogin(ctx, settings, account.id);
    throw new Invalid(INVALID_PASSWORD, [{ path, message: INVALID_PASSWORD, code: 'invalid_password' }]);
  }
}
