import pg from 'pg';

let made = 0;

/**
 * The database a test app runs on: in-memory SQLite, or a new database of its own in the run's
 * PostgreSQL when the run is on it (TEST_POSTGRES_URL, set by postgres-setup.ts).
 */
export async function testDatabaseUrl(): Promise<string> {
  const cluster = process.env.TEST_POSTGRES_URL;
  if (!cluster) return ':memory:';
  const name = `test_${process.pid}_${++made}`;
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return url.toString();
}
