import type { Db } from '@/platform/db/database';
import type { ClientInfo } from './context';

/** One sign-in: its refresh tokens share its id (their family); every access token names it. */
export async function openSession(db: Db, accountId: number, now: Date, client?: ClientInfo): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      account_id: accountId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      ip: client?.ip.slice(0, 64) ?? '',
      user_agent: client?.userAgent.slice(0, 300) ?? '',
      revoked_at: null,
    })
    .execute();
  return id;
}

/** Ends one sign-in: its access tokens stop on the next request, its refresh tokens at once. */
export async function revokeSession(db: Db, sessionId: string, now: Date) {
  const at = now.toISOString();
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every sign-in of an account (sign out everywhere, suspension, deletion, a new password), but `except`. */
export async function revokeAccountSessions(db: Db, accountId: number, now: Date, except?: string | null) {
  const at = now.toISOString();
  let sessions = db.updateTable('sessions').set({ revoked_at: at }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  let tokens = db.updateTable('refresh_tokens').set({ revoked_at: at }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  if (except) {
    sessions = sessions.where('id', '!=', except);
    tokens = tokens.where('family', '!=', except);
  }
  await sessions.execute();
  await tokens.execute();
}

/** The account's sign-ins still open, newest first. */
export async function openSessions(db: Db, accountId: number) {
  return db.selectFrom('sessions').selectAll().where('account_id', '=', accountId).where('revoked_at', 'is', null).orderBy('last_seen_at', 'desc').execute();
}
