import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';

/** Terms this short have no trigram: they fall back to a plain substring match. */
const TRIGRAM = 3;
/** Below this many matches it is cheaper to fetch them all and sort than to walk a sorted index. */
const FEW = 1000;

/**
 * How a title search runs, and whether its matches can be counted cheaply (`countable`).
 * - `short`: under three characters there is no trigram; a substring match while walking the list's index.
 * - `few` (SQLite): the FTS5 trigram table names under {FEW} matches; they are fetched by id and sorted.
 * - `many` (SQLite): a common term; reading all its matches from FTS5 costs more than walking the list's
 *   index and keeping the rows that contain it, which finds a page quickly because matches are dense.
 * - `indexed` (PostgreSQL): the substring match, which the planner serves from the pg_trgm index.
 */
export type TitleSearch =
  | { kind: 'short' | 'many' | 'indexed'; q: string; countable: boolean }
  | { kind: 'few'; q: string; countable: true; matches: Expression<number> };

export async function planTitleSearch(db: Db, q: string): Promise<TitleSearch> {
  if ([...q].length < TRIGRAM) return { kind: 'short', q, countable: false };
  if (!isSqlite(db)) return { kind: 'indexed', q, countable: true };
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const found = await sql<{ n: number }>`select count(*) as n from (select rowid from todo_tasks_search where todo_tasks_search match ${phrase} limit ${FEW})`.execute(db);
  if (Number(found.rows[0].n) >= FEW) return { kind: 'many', q, countable: false };
  return { kind: 'few', q, countable: true, matches: sql<number>`(select rowid from todo_tasks_search where todo_tasks_search match ${phrase})` };
}

export const matchesAny = (column: Expression<unknown>, subquery: Expression<number>) => sql<SqlBool>`${column} in ${subquery}`;
