import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import { isSqlite } from './sql';
import { offsetOf } from '@/platform/contract/lists';
import { listMemory, memoryKey } from './list-memory';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageIds = SelectQueryBuilder<any, any, { id: number }>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Filtered = SelectQueryBuilder<any, any, object>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Rows<R> = SelectQueryBuilder<any, any, R>;

/** Where a page starts: the order's value and the id of the row just before it, or (`at`) of its first row. */
type Start = readonly [value: unknown, id: number, at?: 'at'];

/** Remembered page starts per list query: enough for a person paging through a long list. */
const MAX_STARTS = 500;

export interface ListOrder {
  /** The sort expression, which an index of the list reads in this order, the id breaking ties. */
  by: Expression<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * One page of a list: the rows of `filtered` in `order` then by id, `perPage` of them from page `page`, read by
 * `rows(ids)` (the columns of the rows with those ids). The page's ids come off the order's index alone, then
 * only those rows are read.
 *
 * Deep pages: where each page served starts and ends is remembered (like a total, until the table is written), so
 * the same page again, or the next one, starts by seeking the index to that row instead of skipping every row before it;
 * a page with no remembered start skips from the nearest one before it. Page N costs what page 1 costs once a
 * person (or anyone) has been there or just before. Page 1 too starts at its remembered first row: under a search
 * or a filter that row can lie thousands of index entries in, each of which would be tested again.
 */
export async function orderedPage<R extends { id: number }>(db: Db, filtered: Filtered, order: ListOrder, page: { page: number; perPage: number }, rows: (ids: PageIds | number[]) => Rows<R>): Promise<R[]> {
  const sorted = filtered.select('id').orderBy(order.by, order.direction).orderBy('id', order.direction) as PageIds;
  const offset = offsetOf(page.page, page.perPage);
  const memory = listMemory(db);
  const generation = memory?.generation ?? 0;
  const key = `${memoryKey(sorted.compile())}\u0000starts`;
  const starts = memory?.recall<Map<number, Start>>(key);
  let from = 0;
  let start: Start | undefined;
  for (const [at, known] of starts ?? []) {
    if (at <= offset && (!start || at > from)) [from, start] = [at, known];
  }
  const ids = (start ? sorted.where(rowsAfter(db, order, start)) : sorted).limit(page.perPage).offset(offset - from) as PageIds;
  const found = await pageRows(db, ids, (pageIds) => rows(pageIds).select(sql<unknown>`${order.by}`.as('page_end')).orderBy(order.by, order.direction).orderBy('id', order.direction));

  const [first, last] = [found.at(0), found.at(-1)];
  if (memory && first && last && found.length === page.perPage && first.page_end !== null && last.page_end !== null) {
    const known = starts ?? new Map<number, Start>();
    if (known.size < MAX_STARTS - 1 && memory.generation === generation) {
      known.set(offset, [first.page_end, first.id, 'at']);
      known.set(offset + page.perPage, [last.page_end, last.id]);
    }
    if (!starts) memory.keep(key, known, generation);
  }
  return found;
}

/**
 * The rows after `start` (the order's value and the id of a row; that row too with `at`) in the order, found by
 * seeking the order's index.
 * SQLite seeks by a row value only on plain columns, not on an expression such as lower(name); spelt out, the first
 * term is the seek and the second passes over the ties.
 */
export function rowsAfter(db: Db, order: ListOrder, [value, id, at]: Start) {
  const [past, from] = order.direction === 'asc' ? [sql.raw('>'), sql.raw('>=')] : [sql.raw('<'), sql.raw('<=')];
  const idPast = at ? from : past;
  if (!isSqlite(db)) return sql<boolean>`(${order.by}, ${sql.ref('id')}) ${idPast} (${value}, ${id})`;
  return sql<boolean>`${order.by} ${from} ${value} and (${order.by} ${past} ${value} or ${sql.ref('id')} ${idPast} ${id})`;
}

/**
 * A page's rows, found as ids first: `page` selects the ids of one page, ordered and limited, and `rows(ids)` reads
 * those rows in the same order. On PostgreSQL the ids go in as a subquery: one statement, one round trip. On
 * SQLite, with no round trip to save, they are read first, so that the rows are found by id rather than by walking
 * the order again.
 */
async function pageRows<R>(db: Db, page: PageIds, rows: (ids: PageIds | number[]) => { execute(): Promise<R[]> }): Promise<R[]> {
  if (!isSqlite(db)) return rows(page).execute();
  const ids = (await page.execute()).map((r) => r.id);
  return ids.length === 0 ? [] : rows(ids).execute();
}
