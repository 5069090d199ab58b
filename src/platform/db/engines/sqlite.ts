import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '../database';

/** An SQLite file (or `:memory:`) through better-sqlite3, in WAL mode. */
export function createSqliteDb(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new Sqlite(path);
  database.pragma('journal_mode = WAL');
  // A commit that returned is on disk even if the process is killed right after.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
