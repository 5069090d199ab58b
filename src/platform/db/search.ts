import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database';
import { likePattern } from '@/platform/contract/lists';
import { isSqlite } from './sql';
import { rememberedCount } from './counts';

/**
 * Substring search that stays fast at 100,000 rows: a trigram index over the searched columns.
 * SQLite keeps an FTS5 table with the trigram tokenizer in step with the table by triggers;
 * PostgreSQL has a `pg_trgm` GIN index on the same text. Terms shorter than a trigram, which no
 * trigram index can serve, are matched with LIKE.
 */
export interface SearchIndex {
  /** The table searched; its integer `id` is the FTS row id. */
  table: string;
  /** The columns whose text is searched (a match may not span two of them); `{ number }` is read as its digits. */
  columns: readonly (string | { number: string })[];
}

const ftsTable = (index: SearchIndex) => `${index.table}_search`;

/** The searched columns as one text, a line break between each (a search term is one line). */
export function searchedText(db: Kysely<unknown>, index: SearchIndex, prefix?: string): RawBuilder<string> {
  const ref = (column: string) => sql.ref(prefix ? `${prefix}.${column}` : column);
  const parts = index.columns.map((c) => (typeof c === 'string' ? ref(c) : sql`cast(${ref(c.number)} as text)`));
  return sql<string>`lower(${sql.join(parts, isSqlite(db) ? sql` || char(10) || ` : sql` || chr(10) || `)})`;
}

/** Creates the index and fills it from the table's rows (a migration's step). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createSearchIndex(db: Kysely<any>, index: SearchIndex): Promise<void> {
  const table = sql.table(index.table);
  if (!isSqlite(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.id(ftsTable(index))} on ${table} using gin ((${searchedText(db, index)}) gin_trgm_ops)`.execute(db);
    return;
  }
  const fts = sql.table(ftsTable(index));
  const text = (prefix: string) => searchedText(db, index, prefix);
  await sql`create virtual table ${fts} using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into ${fts} (rowid, text) select id, ${searchedText(db, index)} from ${table}`.execute(db);
  const trigger = (event: string) => sql.id(`${ftsTable(index)}_${event}`);
  await sql`create trigger ${trigger('insert')} after insert on ${table} begin insert into ${fts} (rowid, text) values (new.id, ${text('new')}); end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${table} begin delete from ${fts} where rowid = old.id; end`.execute(db);
  const watched = sql.join(index.columns.map((c) => sql.id(typeof c === 'string' ? c : c.number)));
  await sql`create trigger ${trigger('update')} after update of ${watched} on ${table} begin update ${fts} set text = ${text('new')} where rowid = new.id; end`.execute(db);
}

/**
 * Rows whose searched text contains `q`, case-insensitively (the same answer as LIKE '%q%' on each column).
 * `scan`: test each row as a sorted list reads it, rather than collecting every match from the index
 * first — cheaper for a term that many rows match, where the page fills after a few rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function matchesSearch(db: Kysely<any>, index: SearchIndex, q: string, scan = false): Expression<SqlBool> {
  if (!isSqlite(db)) return searchedTextContains(db, index, q);
  if (!scan && [...q].length >= 3) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${index.table}.id`)} in (select rowid from ${sql.table(ftsTable(index))} where ${sql.table(ftsTable(index))} match ${phrase})`;
  }
  // Testing each column is what keeps testing row after row cheap.
  const test = (column: SearchIndex['columns'][number]) =>
    sqliteContains(typeof column === 'string' ? sql.ref(`${index.table}.${column}`) : sql`cast(${sql.ref(`${index.table}.${column.number}`)} as text)`, q);
  return sql<SqlBool>`(${sql.join(index.columns.map(test), sql` or `)})`;
}

/**
 * SQLite's substring test: its LIKE already ignores ASCII case (as its lower() folds only ASCII), and leaving out
 * ESCAPE when the term has nothing to escape makes it several times cheaper per row.
 */
function sqliteContains(text: Expression<unknown>, q: string): Expression<SqlBool> {
  return /[\\%_]/.test(q) ? sql<SqlBool>`${text} like ${likePattern(q)} escape '\\'` : sql<SqlBool>`${text} like ${`%${q}%`}`;
}

/**
 * Rows whose searched text, as one expression, contains `q` (its columns must be not null). PostgreSQL serves it
 * from the trigram index. Beside an SQLite index on (the list's order, id, `searchedText`), a list walking that index tests each entry
 * without reading its row: several times faster for a term that many rows match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function searchedTextContains(db: Kysely<any>, index: SearchIndex, q: string): Expression<SqlBool> {
  const text = searchedText(db, index, index.table);
  return isSqlite(db) ? sqliteContains(text, q) : sql<SqlBool>`${text} like ${likePattern(q)} escape '\\'`;
}

/** Above this many matches a page is found by testing rows in the list's order (`scan`), below it from the index. */
export const BROAD_SEARCH = 1_000;

/**
 * How a search runs on a list read by keyset (todo, mail), and whether its matches can be counted cheaply:
 * - `short`: under three characters there is no trigram; a substring test while walking the list's index.
 * - `few` (SQLite): the table's FTS5 trigram table names fewer than BROAD_SEARCH rows; they are fetched by id.
 * - `many` (SQLite): a common term; walking the list's index and keeping the rows that contain it finds a page
 *   sooner than reading every match, because matches are dense.
 * - `indexed` (PostgreSQL): the substring test, which the planner serves from the pg_trgm index.
 */
export type SearchPlan =
  | { kind: 'short' | 'many' | 'indexed'; q: string; countable: boolean }
  | { kind: 'few'; q: string; countable: true; matches: Expression<number> };

/** The plan for searching `table` (whose FTS5 table is `<table>_search` on SQLite) for `q`. */
export async function planSearch(db: Db, table: string, q: string): Promise<SearchPlan> {
  if ([...q].length < 3) return { kind: 'short', q, countable: false };
  if (!isSqlite(db)) return { kind: 'indexed', q, countable: true };
  const fts = sql.table(`${table}_search`);
  const phrase = `"${q.replace(/"/g, '""')}"`;
  // How many rows the term names, up to BROAD_SEARCH: remembered like a list's total (a common term costs the most).
  const found = await rememberedCount(db, sql`select count(*) as n from (select rowid from ${fts} where ${fts} match ${phrase} limit ${BROAD_SEARCH})`.compile(db));
  if (found >= BROAD_SEARCH) return { kind: 'many', q, countable: false };
  return { kind: 'few', q, countable: true, matches: sql<number>`(select rowid from ${fts} where ${fts} match ${phrase})` };
}

/** `column` is one of the ids a `few` plan found. */
export const matchesAny = (column: Expression<unknown>, subquery: Expression<number>) => sql<SqlBool>`${column} in ${subquery}`;
