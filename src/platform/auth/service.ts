import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError, Invalid, Unauthorized, NotFound } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { preparedQuery } from '@/platform/db/prepared';
import { buildAbility, type AbilityRule } from './abilities';
import { BASE_RULES } from '@/platform/access/areas';
import type { PublicContext, ServiceContext, SessionUser } from './context';
import type { UserData, loginBody, registerBody } from './contract';
import { hashPassword, verifyPassword } from './passwords';
import { queueVerification } from './recovery';
import { openSession, revokeSession } from './sessions';
import { recordAudit } from '@/platform/access/audit';
import { openChallenge } from './two-factor-challenge';
import type { Account } from './tables';
import { digest, isRemembered, readToken, REMEMBER_CLAIM, refreshTtl, signToken, type TokenSettings, type TokenStamp } from './tokens';

export interface AuthSettings {
  tokens: TokenSettings;
  /** Whether anyone may create an account. */
  registration: boolean;
  /** The role of new accounts (the very first account of an empty database is always `admin`). */
  registerRole: string;
  /** Failed sign-ins an account takes within `windowSeconds` before it refuses even the right password. */
  accountLoginLimit: { failures: number; windowSeconds: number };
  /** Gives a new account its own copy of the personal sample data. */
  onAccountCreated?: (db: Db, accountId: number, now: Date) => Promise<void>;
}

export const INVALID_LOGIN = 'Email or Password is Invalid';
export const INVALID_REFRESH = 'Invalid refresh token';
export const REGISTRATION_CLOSED = 'Registration is closed';
/** Two tabs refreshing at once both present the same token: the later one, within this, gets the same successor. */
export const REFRESH_GRACE_SECONDS = 10;

export class RegistrationClosed extends AppError {
  constructor() {
    super(403, REGISTRATION_CLOSED, undefined, { code: 'registration_closed' });
  }
}

export const ACCOUNT_SUSPENDED = 'This account is suspended.';
export const ACCOUNT_PENDING = 'This account has not set its password yet: use the link of its invitation.';

/** What the browser keeps of an account: with its role's name and rules, compiled when the role or its permissions last changed. */
export async function userDataOf(db: Db, account: Account): Promise<UserData> {
  const role = await db.selectFrom('roles').select(['rules', 'name']).where('key', '=', account.role).executeTakeFirst();
  const rules = role ? (JSON.parse(role.rules) as AbilityRule[]) : BASE_RULES;
  return {
    id: account.id,
    fullName: account.full_name,
    username: account.username,
    avatar: account.avatar,
    email: account.email,
    role: account.role,
    roleName: role?.name ?? account.role,
    ability: rules,
    extras: { eCommerceCartItemsCount: account.cart_items_count },
    emailVerified: account.email_verified_at !== null,
  };
}

/** A refresh token's claims: its sign-in (family), and whether that sign-in is remembered. */
const refreshClaims = (family: string, remember: boolean): Record<string, string> => (remember ? { fam: family, [REMEMBER_CLAIM]: '1' } : { fam: family });

/**
 * The successor pair of a refresh token, signed the same whenever it is asked for again. The refresh token lives
 * the sign-in's whole TTL again from the rotation: a session in use slides on; one left alone ends after the TTL.
 */
async function successorPair(settings: AuthSettings, accountId: number, family: string, remember: boolean, tokenDigest: string, rotatedAt: string) {
  const issuedAt = Math.floor(Date.parse(rotatedAt) / 1000);
  const stamp = (kind: string): TokenStamp => ({ jti: `${tokenDigest.slice(0, 32)}.${kind}`, issuedAt });
  return {
    accessToken: await signToken(settings.tokens, 'access', accountId, { sid: family }, stamp('access')),
    refreshToken: await signToken(settings.tokens, 'refresh', accountId, refreshClaims(family, remember), stamp('refresh')),
  };
}

async function storeRefreshToken(ctx: PublicContext, settings: AuthSettings, accountId: number, family: string, remember: boolean, refreshToken: string) {
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      account_id: accountId,
      token_digest: await digest(refreshToken),
      family,
      expires_at: new Date(ctx.now.getTime() + refreshTtl(settings.tokens, remember) * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
}

/**
 * Opens a session and signs its first pair: the refresh family and the access token's `sid` are its id. A remembered
 * sign-in ("remember me") keeps its refresh tokens for the longer TTL.
 */
export async function issueTokens(ctx: PublicContext, settings: AuthSettings, accountId: number, remember = false) {
  const family = await openSession(ctx.db, accountId, ctx.now, ctx.client);
  const accessToken = await signToken(settings.tokens, 'access', accountId, { sid: family });
  const refreshToken = await signToken(settings.tokens, 'refresh', accountId, refreshClaims(family, remember));
  await storeRefreshToken(ctx, settings, accountId, family, remember, refreshToken);
  return { accessToken, refreshToken };
}

const windowStart = (ctx: PublicContext, settings: AuthSettings) =>
  new Date(ctx.now.getTime() - settings.accountLoginLimit.windowSeconds * 1000).toISOString();

/** Past its limit of failures within the window, an account refuses even the right password (or code) for a while. */
export function isLocked(ctx: PublicContext, settings: AuthSettings, account: Pick<Account, 'failed_logins' | 'failed_login_at'>) {
  return account.failed_logins >= settings.accountLoginLimit.failures && account.failed_login_at !== null && account.failed_login_at >= windowStart(ctx, settings);
}

export async function clearFailedLogins(db: Db, accountId: number) {
  await db.updateTable('accounts').set({ failed_logins: 0, failed_login_at: null }).where('id', '=', accountId).execute();
}

/** Counts a failed sign-in (a wrong password or two-step code) in one statement, so parallel attempts cannot lose counts. */
export async function recordFailedLogin(ctx: PublicContext, settings: AuthSettings, accountId: number) {
  const now = ctx.now.toISOString();
  const fresh = sql<boolean>`failed_login_at is null or failed_login_at < ${windowStart(ctx, settings)}`;
  await ctx.db
    .updateTable('accounts')
    .set({
      failed_logins: sql`case when ${fresh} then 1 else failed_logins + 1 end`,
      failed_login_at: sql`case when ${fresh} then ${now} else failed_login_at end`,
    })
    .where('id', '=', accountId)
    .execute();
}

/** Only active accounts sign in; said only to someone who gave the right password. */
export function assertMaySignIn(account: Account) {
  if (account.deleted_at !== null || account.status === 'inactive') throw new AppError(403, ACCOUNT_SUSPENDED, undefined, { code: 'account_suspended' });
  if (account.status !== 'active') throw new AppError(403, ACCOUNT_PENDING, undefined, { code: 'account_pending' });
}

export async function login(ctx: PublicContext, settings: AuthSettings, input: z.infer<typeof loginBody>) {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('email', '=', input.email).executeTakeFirst();
  // An account that has taken too many failures answers as a wrong password would, whatever the password:
  // guessing from many addresses gains nothing, and the answer does not say the account exists.
  const locked = account !== undefined && isLocked(ctx, settings, account);
  if (!account || locked || !(await verifyPassword(input.password, account.password_hash))) {
    if (account && !locked) await recordFailedLogin(ctx, settings, account.id);
    throw new Invalid(INVALID_LOGIN, [{ path: 'email', message: INVALID_LOGIN, code: 'invalid_login' }], { error: { email: INVALID_LOGIN } });
  }
  // With two-step verification on, the count of failures goes on through the code: it clears only when that is right.
  const twoFactor = account.totp_enabled_at !== null && account.totp_secret !== null;
  if (account.failed_logins > 0 && !twoFactor) await clearFailedLogins(ctx.db, account.id);
  assertMaySignIn(account);
  const remember = input.remember === true;
  if (twoFactor) return { twoFactorRequired: true as const, challenge: await openChallenge(ctx.db, settings.tokens, account.id, ctx.now, remember) };
  return { ...(await issueTokens(ctx, settings, account.id, remember)), userData: await userDataOf(ctx.db, account) };
}

export async function register(ctx: PublicContext, settings: AuthSettings, input: z.infer<typeof registerBody>) {
  if (!settings.registration) throw new RegistrationClosed();
  const taken = await ctx.db
    .selectFrom('accounts')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', input.email), eb(eb.fn('lower', ['username']), '=', input.username.toLowerCase())]))
    .execute();
  const error: { email?: string; username?: string } = {};
  if (taken.some((a) => a.email === input.email)) error.email = 'This email is already in use.';
  if (taken.some((a) => a.username.toLowerCase() === input.username.toLowerCase())) error.username = 'This username is already in use.';
  if (error.email || error.username) {
    const issues = Object.entries(error).map(([field, message]) => ({ path: field, message: message as string, code: `${field}_taken` }));
    throw new Invalid(issues[0].message, issues, { error });
  }
  const account = await ctx.db.transaction().execute(async (trx) => {
    // A database started without sample data has no administrator yet: the first account becomes it.
    const existing = await trx.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const role = Number(existing.n) === 0 ? 'admin' : settings.registerRole;
    const created = await trx
      .insertInto('accounts')
      .values({
        full_name: input.username,
        username: input.username,
        email: input.email,
        password_hash: await hashPassword(input.password),
        avatar: null,
        role,
        ability: '[]',
        cart_items_count: 0,
        created_at: ctx.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(ctx, trx, 'account', created.id, 'created');
    await settings.onAccountCreated?.(trx, created.id, ctx.now);
    // The address stays unconfirmed until the link mailed to it is opened.
    await queueVerification(trx, ctx.now, created, input.lang, ctx.publicUrl);
    return created;
  });
  return { ...(await issueTokens(ctx, settings, account.id)), userData: await userDataOf(ctx.db, account) };
}

const revokeFamily = (ctx: PublicContext, family: string) => revokeSession(ctx.db, family, ctx.now);

export async function refresh(ctx: PublicContext, settings: AuthSettings, refreshToken: string) {
  const claims = await readToken(settings.tokens, 'refresh', refreshToken);
  if (!claims) throw new Unauthorized(INVALID_REFRESH);
  const tokenDigest = await digest(refreshToken);
  const remember = isRemembered(claims.payload);
  const find = () => ctx.db.selectFrom('refresh_tokens').selectAll().where('token_digest', '=', tokenDigest).executeTakeFirst();
  let row = await find();
  if (!row) throw new Unauthorized(INVALID_REFRESH);
  const account = await ctx.db.selectFrom('accounts').select(['status', 'deleted_at']).where('id', '=', row.account_id).executeTakeFirst();
  if (!account || account.status !== 'active' || account.deleted_at !== null) {
    await revokeFamily(ctx, row.family);
    throw new Unauthorized(INVALID_REFRESH);
  }
  if (!row.revoked_at) {
    const now = ctx.now.toISOString();
    const current = row;
    // Only one of several parallel requests wins the rotation; the others take the grace path below. The token is
    // revoked and its successor stored in one transaction, so a loser (on PostgreSQL, or on another instance),
    // whose update waits for the winner's, never finds the token revoked and its successor not yet there.
    const pair = await ctx.db.transaction().execute(async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now, rotated_at: now })
        .where('id', '=', current.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(numUpdatedRows) !== 1) return null;
      const successor = await successorPair(settings, current.account_id, current.family, remember, tokenDigest, now);
      await storeRefreshToken({ ...ctx, db: trx }, settings, current.account_id, current.family, remember, successor.refreshToken);
      await trx.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', current.family).execute();
      return successor;
    });
    if (pair) return pair;
    row = (await find())!;
  }
  if (row.rotated_at && ctx.now.getTime() - Date.parse(row.rotated_at) <= REFRESH_GRACE_SECONDS * 1000) {
    const pair = await successorPair(settings, row.account_id, row.family, remember, tokenDigest, row.rotated_at);
    const successor = await ctx.db.selectFrom('refresh_tokens').select('revoked_at').where('token_digest', '=', await digest(pair.refreshToken)).executeTakeFirst();
    if (successor && !successor.revoked_at) return pair;
  }
  // A rotated token came back late: someone else may hold the family, so end it for everyone.
  await revokeFamily(ctx, row.family);
  throw new Unauthorized(INVALID_REFRESH);
}

export async function logout(ctx: PublicContext, settings: AuthSettings, refreshToken: string) {
  const claims = await readToken(settings.tokens, 'refresh', refreshToken);
  if (claims && typeof claims.payload.fam === 'string') await revokeFamily(ctx, claims.payload.fam);
  return { ok: true };
}

export async function me(ctx: ServiceContext) {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', ctx.user.id).executeTakeFirst();
  if (!account) throw new NotFound('Account not found');
  return { userData: await userDataOf(ctx.db, account) };
}

const sessionRow = preparedQuery((db: Db, sid: string, accountId: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('roles', 'roles.key', 'accounts.role')
    .select(['accounts.id', 'accounts.role', 'roles.rules'])
    .where('sessions.id', '=', sid)
    .where('sessions.account_id', '=', accountId)
    .where('sessions.revoked_at', 'is', null)
    // A literal, not a parameter: SQLite (with its value histograms) plans a statement again whenever a
    // parameter it could plan by is bound, and this one runs with every request.
    .where('accounts.status', '=', sql.lit('active'))
    .where('accounts.deleted_at', 'is', null),
  // Kept until a session, an account or a role is written (on PostgreSQL, through any instance).
  { remembered: true },
);

/**
 * Who an access token speaks for, checked on every request: the account, its role's rules and its
 * session, in one indexed lookup whose answer is remembered until one of those tables is written. A revoked
 * session, a suspended or deleted account, a changed role stops or changes it at once.
 */
export async function sessionUserForToken(db: Db, settings: TokenSettings, token: string): Promise<SessionUser | null> {
  const claims = await readToken(settings, 'access', token);
  const sid = claims?.payload.sid;
  if (!claims || typeof sid !== 'string') return null;
  const row = await sessionRow(db, sid, claims.userId);
  if (!row) return null;
  return { id: row.id, role: row.role, ...abilityOf(row.rules), sessionId: sid };
}

/** A role's compiled rules, parsed and built once per distinct text (a role edit stores a new text). */
const abilities = new Map<string, { rules: AbilityRule[]; ability: ReturnType<typeof buildAbility> }>();

function abilityOf(rulesText: string | null) {
  const text = rulesText ?? '';
  let known = abilities.get(text);
  if (!known) {
    const rules = rulesText ? (JSON.parse(rulesText) as AbilityRule[]) : BASE_RULES;
    if (abilities.size >= 500) abilities.clear();
    abilities.set(text, (known = { rules, ability: buildAbility(rules) }));
  }
  return known;
}
