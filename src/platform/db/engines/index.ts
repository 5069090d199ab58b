import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { createSqliteDb } from './sqlite';
import { createPostgresDb } from './postgres';

/** `file:PATH` (or `:memory:`) selects SQLite, `postgres://…` PostgreSQL. */
export function createDb(url: string): Kysely<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return createPostgresDb(url);
  if (url === ':memory:' || url === 'file::memory:') return createSqliteDb(':memory:');
  if (url.startsWith('file:')) return createSqliteDb(url.slice('file:'.length));
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got ${url})`);
}
