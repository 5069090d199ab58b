import { sql } from 'kysely';
import type { Db } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';

/**
 * Every row of every table, in a stable order: what tests compare to say "nothing was written". SQLite and PostgreSQL.
 * The rate limiter's counts are left out: every request to a limited endpoint is counted, refused or not.
 */
export async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  // SQLite's search tables keep their words in shadow tables of their own, some without a rowid: the search table itself is dumped.
  const tables = isSqlite(db)
    ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like '%without rowid%' order by name`.execute(db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    if (name === 'rate_limits') continue;
    const rows = (await sql`select * from ${sql.table(name)}`.execute(db)).rows.map((row) => JSON.stringify(row));
    dump[name] = rows.sort().map((row) => JSON.parse(row) as unknown);
  }
  return dump;
}
