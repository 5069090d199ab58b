import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError, Invalid, NotFound } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { recordAudit } from '@/platform/access/audit';
import { queueMail } from '@/platform/mail/outbox';
import { expireAccountTokens, findAccountToken, newTokenText, storeAccountToken, useAccountToken, type AccountToken, type TokenProblem } from './account-tokens';
import type { PublicContext, ServiceContext, SessionUser } from './context';
import { invitationLink, resetLink, verifyLink } from './links';
import { mailText } from './mail-text';
import { hashPassword } from './passwords';
import type { forgotPasswordBody, resetPasswordBody } from './recovery-contract';
import { revokeAccountSessions } from './sessions';
import type { Account } from './tables';
import { digest } from './tokens';

/** One mail of a kind per account per minute: asking again sooner mails nothing. */
export const MAIL_INTERVAL_SECONDS = 60;

const TOKEN_MESSAGES: Record<TokenProblem, string> = {
  token_invalid: 'This link is not valid. Ask for a new one.',
  token_expired: 'This link has expired. Ask for a new one.',
  token_used: 'This link has already been used. Ask for a new one.',
};

const tokenError = (problem: TokenProblem) => new Invalid(TOKEN_MESSAGES[problem], [{ path: 'body.token', message: TOKEN_MESSAGES[problem], code: problem }]);

type Language = string | undefined;
type Recipient = Pick<Account, 'id' | 'email' | 'full_name'>;

/** Who did it, for the audit trail, when a person acts on their own account through a mailed link. */
const actingAs = (ctx: PublicContext, accountId: number): ServiceContext => ({ ...ctx, user: { id: accountId } as SessionUser });

async function mailLink(db: Db, now: Date, account: Recipient, kind: 'reset-password' | 'invitation' | 'verify-email', link: string, language: Language) {
  const { subject, body } = mailText(kind, language, account.full_name, link);
  await queueMail(db, now, { kind, to: account.email, subject, body, link });
}

/** A new address confirmation link, mailed (registration, a resend). */
export async function queueVerification(db: Db, now: Date, account: Recipient, language: Language, publicUrl: string | undefined) {
  const token = newTokenText();
  await storeAccountToken(db, now, account.id, 'verify', token);
  await mailLink(db, now, account, 'verify-email', verifyLink(publicUrl, token), language);
}

/** The invitation of an account added by an administrator (pending, without a password): a link to set one. */
export async function inviteAccount(ctx: ServiceContext, db: Db, accountId: number) {
  const account = await db.selectFrom('accounts').select(['id', 'email', 'full_name']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const token = newTokenText();
  await storeAccountToken(db, ctx.now, account.id, 'invitation', token);
  await mailLink(db, ctx.now, account, 'invitation', invitationLink(ctx.publicUrl, token), undefined);
  await recordAudit(ctx, db, 'account', account.id, 'invited');
}

const sinceInterval = (now: Date) => new Date(now.getTime() - MAIL_INTERVAL_SECONDS * 1000).toISOString();

/**
 * Mails a reset link to the account of the address, if it may have one (active, or pending: then the link
 * sets its first password). The answer never says whether the account exists, and the work done is about
 * the same either way: a token is made and digested even for nobody.
 */
export async function forgotPassword(ctx: PublicContext, input: z.output<typeof forgotPasswordBody>) {
  const token = newTokenText();
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'email', 'full_name'])
    .select((eb) =>
      eb
        .selectFrom('account_tokens')
        .select((t) => t.fn.countAll<number>().as('n'))
        .whereRef('account_tokens.account_id', '=', 'accounts.id')
        .where('purpose', '=', 'reset')
        .where('created_at', '>', sinceInterval(ctx.now))
        .as('recent'),
    )
    .where('email', '=', input.email)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['active', 'pending'])
    .executeTakeFirst();
  if (!account || Number(account.recent) > 0) {
    await digest(token);
    return { ok: true as const };
  }
  await ctx.db.transaction().execute(async (trx) => {
    await storeAccountToken(trx, ctx.now, account.id, 'reset', token);
    await mailLink(trx, ctx.now, account, 'reset-password', resetLink(ctx.publicUrl, token), input.lang);
  });
  return { ok: true as const };
}

/** The token and its account, when both can still be used. */
async function usableToken(ctx: PublicContext, token: string, purposes: AccountToken['purpose'][]) {
  const found = await findAccountToken(ctx.db, ctx.now, token, purposes);
  if (typeof found === 'string') throw tokenError(found);
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', found.account_id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!account || account.status === 'inactive') throw tokenError('token_invalid');
  return { found, account };
}

export async function tokenInfo(ctx: PublicContext, token: string) {
  const { found, account } = await usableToken(ctx, token, ['reset', 'invitation', 'verify']);
  return { purpose: found.purpose, email: account.email, expiresAt: found.expires_at };
}

/**
 * Sets the password a reset or invitation link allows. A pending account becomes active (its invitation
 * accepted); opening the mailed link also proves the address. Every session of the account ends, and no
 * other reset or invitation link of it works any more.
 */
export async function resetPassword(ctx: PublicContext, input: z.output<typeof resetPasswordBody>) {
  const { found, account } = await usableToken(ctx, input.token, ['reset', 'invitation']);
  const passwordHash = await hashPassword(input.password);
  const how = account.status === 'pending' ? 'set' : 'reset';
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAccountToken(trx, ctx.now, found.id))) throw tokenError('token_used');
    await trx
      .updateTable('accounts')
      .set({
        password_hash: passwordHash,
        status: 'active',
        failed_logins: 0,
        failed_login_at: null,
        email_verified_at: sql`coalesce(email_verified_at, ${ctx.now.toISOString()})`,
      })
      .where('id', '=', account.id)
      .execute();
    await expireAccountTokens(trx, ctx.now, account.id, ['reset', 'invitation']);
    await revokeAccountSessions(trx, account.id, ctx.now);
    await recordAudit(actingAs(ctx, account.id), trx, 'account', account.id, 'password', { how });
  });
  return { email: account.email, how } as const;
}

export async function verifyEmail(ctx: PublicContext, token: string) {
  const { found, account } = await usableToken(ctx, token, ['verify']);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useAccountToken(trx, ctx.now, found.id))) throw tokenError('token_used');
    await trx.updateTable('accounts').set({ email_verified_at: ctx.now.toISOString() }).where('id', '=', account.id).where('email_verified_at', 'is', null).execute();
    await expireAccountTokens(trx, ctx.now, account.id, ['verify']);
  });
  return { email: account.email };
}

export const ALREADY_VERIFIED = 'This e-mail address is already confirmed.';

/** A new confirmation link for the signed-in account; at most one a minute. */
export async function resendVerification(ctx: ServiceContext, language: Language) {
  const account = await ctx.db.selectFrom('accounts').select(['id', 'email', 'full_name', 'email_verified_at']).where('id', '=', ctx.user.id).executeTakeFirst();
  if (!account) throw new NotFound('Account not found');
  if (account.email_verified_at !== null) throw new AppError(409, ALREADY_VERIFIED, undefined, { code: 'already_verified' });
  const last = await ctx.db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('account_id', '=', account.id)
    .where('purpose', '=', 'verify')
    .executeTakeFirst();
  const wait = last?.at ? Math.ceil((Date.parse(last.at) + MAIL_INTERVAL_SECONDS * 1000 - ctx.now.getTime()) / 1000) : 0;
  if (wait > 0) throw new AppError(429, `Too many attempts. Try again in ${wait} seconds.`, undefined, { code: 'resend_too_soon' });
  await ctx.db.transaction().execute((trx) => queueVerification(trx, ctx.now, account, language, ctx.publicUrl));
  return { sentTo: account.email };
}
