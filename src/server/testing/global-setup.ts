import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from '../../../scripts/test-postgres.mjs';

/**
 * Once per test run: a folder for the run's prepared databases (test-database.ts), and with
 * `TEST_ENGINE=postgres` one throwaway PostgreSQL in which every test app (createTestApp) gets a
 * database of its own. Without it, test apps use in-memory SQLite.
 */
export default async function setup() {
  const templates = mkdtempSync(join(tmpdir(), 'tablero-test-templates-'));
  process.env.TEST_TEMPLATE_DIR = templates;
  const cluster = process.env.TEST_ENGINE === 'postgres' ? await startTestPostgres({ durable: false }) : null;
  if (cluster) process.env.TEST_POSTGRES_URL = cluster.url;
  return async () => {
    await cluster?.stop();
    rmSync(templates, { recursive: true, force: true });
  };
}
