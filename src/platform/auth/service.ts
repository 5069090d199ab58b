import type { z } from 'zod';
import { Invalid, Unauthorized, NotFound } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { ROLE_RULES, type AbilityRule } from './abilities';
import type { PublicContext, ServiceContext } from './context';
import type { UserData, loginBody, registerBody } from './contract';
import { hashPassword, verifyPassword } from './passwords';
import type { Account } from './tables';
import { digest, readToken, signToken, type TokenSettings } from './tokens';

export interface AuthSettings {
  tokens: TokenSettings;
  registerRole: string;
  /** Gives a new account its own copy of the personal sample data. */
  onAccountCreated?: (db: Db, accountId: number, now: Date) => Promise<void>;
}

export const INVALID_LOGIN = 'Email or Password is Invalid';
export const INVALID_REFRESH = 'Invalid refresh token';

export function toUserData(account: Account): UserData {
  return {
    id: account.id,
    fullName: account.full_name,
    username: account.username,
    avatar: account.avatar,
    email: account.email,
    role: account.role,
    ability: JSON.parse(account.ability) as AbilityRule[],
    extras: { eCommerceCartItemsCount: account.cart_items_count },
  };
}

async function issueTokens(ctx: PublicContext, settings: AuthSettings, accountId: number, family: string = crypto.randomUUID()) {
  const accessToken = await signToken(settings.tokens, 'access', accountId);
  const refreshToken = await signToken(settings.tokens, 'refresh', accountId, { fam: family });
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      account_id: accountId,
      token_digest: await digest(refreshToken),
      family,
      expires_at: new Date(ctx.now.getTime() + settings.tokens.refreshTtlSeconds * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { accessToken, refreshToken };
}

export async function login(ctx: PublicContext, settings: AuthSettings, input: z.infer<typeof loginBody>) {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('email', '=', input.email).executeTakeFirst();
  // Verify against a hash even for unknown emails would be kinder to timing; a failed lookup is still rate limited.
  if (!account || !(await verifyPassword(input.password, account.password_hash))) {
    throw new Invalid(INVALID_LOGIN, [{ path: 'email', message: INVALID_LOGIN, code: 'invalid_login' }], { error: { email: INVALID_LOGIN } });
  }
  return { ...(await issueTokens(ctx, settings, account.id)), userData: toUserData(account) };
}

export async function register(ctx: PublicContext, settings: AuthSettings, input: z.infer<typeof registerBody>) {
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
  const role = settings.registerRole;
  const account = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('accounts')
      .values({
        full_name: input.username,
        username: input.username,
        email: input.email,
        password_hash: await hashPassword(input.password),
        avatar: null,
        role,
        ability: JSON.stringify(ROLE_RULES[role] ?? ROLE_RULES.client),
        cart_items_count: 0,
        created_at: ctx.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await settings.onAccountCreated?.(trx, created.id, ctx.now);
    return created;
  });
  return { ...(await issueTokens(ctx, settings, account.id)), userData: toUserData(account) };
}

async function revokeFamily(ctx: PublicContext, family: string) {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now.toISOString() })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function refresh(ctx: PublicContext, settings: AuthSettings, refreshToken: string) {
  const claims = await readToken(settings.tokens, 'refresh', refreshToken);
  if (!claims) throw new Unauthorized(INVALID_REFRESH);
  const row = await ctx.db.selectFrom('refresh_tokens').selectAll().where('token_digest', '=', await digest(refreshToken)).executeTakeFirst();
  if (!row) throw new Unauthorized(INVALID_REFRESH);
  if (row.revoked_at) {
    // A rotated token came back: someone else may hold the family, so end it for everyone.
    await revokeFamily(ctx, row.family);
    throw new Unauthorized(INVALID_REFRESH);
  }
  await ctx.db.updateTable('refresh_tokens').set({ revoked_at: ctx.now.toISOString() }).where('id', '=', row.id).execute();
  return issueTokens(ctx, settings, row.account_id, row.family);
}

export async function logout(ctx: PublicContext, settings: AuthSettings, refreshToken: string) {
  const claims = await readToken(settings.tokens, 'refresh', refreshToken);
  if (claims && typeof claims.payload.fam === 'string') await revokeFamily(ctx, claims.payload.fam);
  return { ok: true };
}

export async function me(ctx: ServiceContext) {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', ctx.user.id).executeTakeFirst();
  if (!account) throw new NotFound('Account not found');
  return { userData: toUserData(account) };
}

/** The account behind an access token, or null: read on every request so role changes apply at once. */
export async function accountForAccessToken(db: Db, settings: TokenSettings, token: string) {
  const claims = await readToken(settings, 'access', token);
  if (!claims) return null;
  return (await db.selectFrom('accounts').selectAll().where('id', '=', claims.userId).executeTakeFirst()) ?? null;
}
