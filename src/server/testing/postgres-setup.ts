import { startTestPostgres } from '../../../scripts/test-postgres.mjs';

/**
 * `TEST_ENGINE=postgres npx vitest run …`: one throwaway PostgreSQL for the run, and every test app
 * (createTestApp) gets a database of its own in it. Without it, test apps use in-memory SQLite.
 */
export default async function setup() {
  if (process.env.TEST_ENGINE !== 'postgres') return undefined;
  const cluster = await startTestPostgres({ durable: false });
  process.env.TEST_POSTGRES_URL = cluster.url;
  return () => cluster.stop();
}
