import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import { isSqlite } from './sql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageIds = SelectQueryBuilder<any, any, { id: number }>;

/**
 * A page's rows, found as ids first: `page` selects the ids of one page, ordered and limited (off an index, so a
 * deep page skips index entries, not rows), and `rows(ids)` reads those rows in the same order. On PostgreSQL the
 * ids go in as a subquery: one statement, one round trip. On SQLite, with no round trip to save, they are read
 * first, so that the rows are found by id rather than by walking the order again.
 */
export async function pageRows<R>(db: Db, page: PageIds, rows: (ids: PageIds | number[]) => { execute(): Promise<R[]> }): Promise<R[]> {
  if (!isSqlite(db)) return rows(page).execute();
  const ids = (await page.execute()).map((r) => r.id);
  return ids.length === 0 ? [] : rows(ids).execute();
}
