import { sql } from 'kysely';
import type { Db } from '@/platform/db/database';

/**
 * Every row of every table of a SQLite database, in a stable order: what tests compare to say "nothing was written".
 * The rate limiter's counts are left out: every request to a limited endpoint is counted, refused or not.
 */
export async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'rate_limits' order by name`.execute(db);
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) dump[name] = (await sql`select * from ${sql.table(name)} order by rowid`.execute(db)).rows;
  return dump;
}
