import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../database';
import { ListCounts } from '../counts';

// COUNT(*) and BIGINT come back as strings by default; ids and counts here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pools = new WeakMap<Kysely<any>, pg.Pool>();

export function createPostgresDb(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ plugins: [new ListCounts({ shared: true })], dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The connection pool behind a database made by createPostgresDb (its counts feed /metrics). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function postgresPool(db: Kysely<any>): pg.Pool | undefined {
  return pools.get(db);
}
