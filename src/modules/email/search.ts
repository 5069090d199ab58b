import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';

/** Terms this short have no trigram: they fall back to a plain substring match. */
const TRIGRAM = 3;
/** Up to this many matches it is cheaper to fetch them all and sort than to walk a sorted index. */
const FEW = 2000;

/**
 * How a search of senders and subjects runs. On SQLite the FTS5 trigram table finds the matches: few
 * are fetched by id and sorted (`few`), many are checked while walking the list's index (`many`). Short terms, and
 * PostgreSQL (whose planner makes the same choice over the pg_trgm index), use a substring match.
 */
export type MailSearch = { kind: 'substring'; q: string } | { kind: 'few' | 'many'; matches: Expression<number> };

export async function planMailSearch(db: Db, q: string): Promise<MailSearch> {
  if (!isSqlite(db) || [...q].length < TRIGRAM) return { kind: 'substring', q };
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const matches = sql<number>`(select rowid from email_messages_search where email_messages_search match ${phrase})`;
  const found = await sql<{ n: number }>`select count(*) as n from (select rowid from email_messages_search where email_messages_search match ${phrase} limit ${FEW})`.execute(db);
  return { kind: Number(found.rows[0].n) < FEW ? 'few' : 'many', matches };
}

export const matchesAny = (column: Expression<unknown>, subquery: Expression<number>) => sql<SqlBool>`${column} in ${subquery}`;
