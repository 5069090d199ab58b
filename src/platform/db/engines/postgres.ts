import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../database';
import { ListMemory } from '../list-memory';

// COUNT(*) and BIGINT come back as strings by default; ids and counts here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pools = new WeakMap<Kysely<any>, pg.Pool>();

export function createPostgresDb(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', preparedReads);
  const db = new Kysely<Database>({ plugins: [new ListMemory({ shared: true })], dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The connection pool behind a database made by createPostgresDb (its counts feed /metrics). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function postgresPool(db: Kysely<any>): pg.Pool | undefined {
  return pools.get(db);
}

/** Prepared reads per connection at most: each holds memory in its PostgreSQL backend. */
const PREPARED_MAX = 1_000;

/**
 * Reads run as named prepared statements, parsed and planned by PostgreSQL once per connection rather than on
 * every request (planning was most of the database's time for a page); other statements run as they come.
 * Should a migration change a table under a prepared read (another instance upgraded first), that read is
 * answered unprepared from then on.
 */
function preparedReads(client: pg.PoolClient) {
  const names = new Map<string, string | null>();
  const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const unprepared = client.query.bind(client) as (text: unknown, values?: unknown[]) => unknown;
  client.query = (async (text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string' || !/^(select|with) /i.test(text) || names.get(text) === null) return unprepared(text, values);
    let name = names.get(text);
    if (!name) {
      if (names.size >= PREPARED_MAX) return unprepared(text, values);
      names.set(text, (name = `r${names.size}`));
    }
    try {
      return await query({ name, text, values });
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000') throw error;
      names.set(text, null);
      return query({ text, values });
    }
  }) as typeof client.query;
}
