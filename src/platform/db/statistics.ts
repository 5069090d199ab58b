import { sql } from 'kysely';
import type { Db } from './database';
import { isSqlite } from './sql';

/**
 * The planner's statistics, gathered once the sample data is in, so that it picks between a list's sort index and a
 * filter's index by how many rows each keeps; on PostgreSQL the visibility map too, without which no page of ids is
 * read off an index alone.
 */
export async function gatherStatistics(db: Db) {
  if (!isSqlite(db)) {
    await sql`vacuum analyze`.execute(db);
    return;
  }
  // Row counts per index, not value histograms: with those SQLite plans a statement again each time it binds a
  // parameter compared with an indexed column, which cost every request more than the plans gained.
  await sql`analyze`.execute(db);
  const histograms = await sql`select 1 from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
  if (histograms.rows.length > 0) {
    await sql`delete from sqlite_stat4`.execute(db);
    await sql`analyze sqlite_schema`.execute(db);
  }
}
