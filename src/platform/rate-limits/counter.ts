import { sql } from 'kysely';
import type { Db } from '@/platform/db/database';
import './tables';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request against a budget in one statement (an upsert), so concurrent instances never
 * lose a count: a window that has ended starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const at = now.toISOString();
  const end = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: end })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_ends_at <= ${at} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limits.window_ends_at <= ${at} then ${end} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), ttl: Math.max(0, Date.parse(row.window_ends_at) - now.getTime()) };
}

/** The budget as it stands, without counting. */
export async function readHits(db: Db, key: string, now = new Date()): Promise<Hit> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'window_ends_at']).where('key', '=', key).executeTakeFirst();
  if (!row || row.window_ends_at <= now.toISOString()) return { hits: 0, ttl: 0 };
  return { hits: Number(row.hits), ttl: Date.parse(row.window_ends_at) - now.getTime() };
}

/** Forgets windows that ended before `now`. */
export async function sweepHits(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now.toISOString()).execute();
}
