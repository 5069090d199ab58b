import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../database';
import { ListCounts } from '../counts';

// COUNT(*) and BIGINT come back as strings by default; ids and counts here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export function createPostgresDb(url: string): Kysely<Database> {
  return new Kysely<Database>({ plugins: [new ListCounts()], dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
}
