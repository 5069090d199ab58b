import type { Db } from '@/platform/db/database';
import { CHALLENGE_TTL_SECONDS, isRemembered, readToken, REMEMBER_CLAIM, signToken, type TokenSettings } from './tokens';

/** Codes a challenge lets anyone try; then it is dead and the sign-in starts again from the password. */
export const CHALLENGE_ATTEMPTS = 5;

/**
 * What a correct password earns when two-step verification is on: a signed, short-lived challenge naming the account,
 * and whether the sign-in asked to be remembered (its session then gets the longer refresh TTL).
 */
export async function openChallenge(db: Db, tokens: TokenSettings, accountId: number, now: Date, remember = false): Promise<string> {
  const id = crypto.randomUUID();
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('two_factor_challenges')
    .values({ id, account_id: accountId, expires_at: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000).toISOString(), finished_at: null })
    .execute();
  return signToken(tokens, 'two-factor', accountId, remember ? { [REMEMBER_CLAIM]: '1' } : {}, { jti: id, issuedAt: Math.floor(now.getTime() / 1000) });
}

/**
 * Takes one attempt from a challenge, in one statement so parallel requests cannot try more codes than
 * allowed. Returns its id, account and whether it is remembered, or null when the challenge is forged, expired, used or out of attempts.
 */
export async function claimAttempt(db: Db, tokens: TokenSettings, challenge: string, now: Date) {
  const claims = await readToken(tokens, 'two-factor', challenge);
  const id = claims?.payload.jti;
  if (!claims || !id) return null;
  const { numUpdatedRows } = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('account_id', '=', claims.userId)
    .where('attempts', '<', CHALLENGE_ATTEMPTS)
    .where('finished_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1 ? { id, accountId: claims.userId, remember: isRemembered(claims.payload) } : null;
}

/** Spends the challenge on a right code; false when a parallel request already did. */
export async function finishChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db.updateTable('two_factor_challenges').set({ finished_at: now.toISOString() }).where('id', '=', id).where('finished_at', 'is', null).executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Attempts a challenge still has. */
export async function attemptsLeft(db: Db, id: string): Promise<number> {
  const row = await db.selectFrom('two_factor_challenges').select('attempts').where('id', '=', id).executeTakeFirst();
  return row ? Math.max(0, CHALLENGE_ATTEMPTS - row.attempts) : 0;
}
