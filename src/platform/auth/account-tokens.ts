import type { Generated, Selectable } from 'kysely';
import type { Db } from '@/platform/db/database';
import { digest } from './tokens';

export type TokenPurpose = 'reset' | 'invitation' | 'verify';

/** A link mailed to an account: single use, short-lived, stored only as the SHA-256 digest of its token. */
export interface AccountTokenTable {
  id: Generated<number>;
  account_id: number;
  purpose: TokenPurpose;
  token_digest: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    account_tokens: AccountTokenTable;
  }
}

export type AccountToken = Selectable<AccountTokenTable>;

const HOUR = 3600_000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: HOUR,
  invitation: 7 * 24 * HOUR,
  verify: 3 * 24 * HOUR,
};

/** 32 random bytes, base64url: what goes in the link. */
export function newTokenText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Ends the account's unused tokens of these purposes now (they read as expired). */
export async function expireAccountTokens(db: Db, now: Date, accountId: number, purposes: readonly TokenPurpose[]) {
  const at = now.toISOString();
  await db
    .updateTable('account_tokens')
    .set({ expires_at: at })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
}

/** Stores a new token of `purpose` for the account. Older unused ones of that purpose expire: only the newest link mailed is good. */
export async function storeAccountToken(db: Db, now: Date, accountId: number, purpose: TokenPurpose, token: string) {
  const at = now.toISOString();
  await expireAccountTokens(db, now, accountId, [purpose]);
  await db
    .insertInto('account_tokens')
    .values({
      account_id: accountId,
      purpose,
      token_digest: await digest(token),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
      created_at: at,
    })
    .execute();
}

export type TokenProblem = 'token_invalid' | 'token_expired' | 'token_used';

/** The stored token a link carries, or why it cannot be used. */
export async function findAccountToken(db: Db, now: Date, token: string, purposes: readonly TokenPurpose[]): Promise<AccountToken | TokenProblem> {
  const row = await db.selectFrom('account_tokens').selectAll().where('token_digest', '=', await digest(token)).executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) return 'token_invalid';
  if (row.used_at !== null) return 'token_used';
  if (row.expires_at <= now.toISOString()) return 'token_expired';
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function useAccountToken(db: Db, now: Date, id: number): Promise<boolean> {
  const { numUpdatedRows } = await db.updateTable('account_tokens').set({ used_at: now.toISOString() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}
