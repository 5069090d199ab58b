import { sql } from 'kysely';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@/platform/db/database';
import { createDb } from '@/platform/db/engines';
import { createSqliteDb } from '@/platform/db/engines/sqlite';

let made = 0;

/**
 * The database a test app runs on: in-memory SQLite, or a new database of its own in the run's
 * PostgreSQL when the run is on it (TEST_POSTGRES_URL, set by global-setup.ts).
 */
export async function testDatabaseUrl(template?: string): Promise<string> {
  const cluster = process.env.TEST_POSTGRES_URL;
  if (!cluster) return ':memory:';
  const name = `test_${process.pid}_${++made}`;
  await onCluster(cluster, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return databaseUrl(cluster, name);
}

/**
 * A fresh database already migrated and seeded by `prepare`, copied from one prepared earlier in the
 * run with the same `settings` (migrating and seeding is most of a test app's start). A copy is
 * taken only from a database prepared within the last minute, so the seed's "now" stays close to
 * the test's; under a faked clock the app prepares a new database itself, for that moment.
 */
export async function preparedTestDatabase(settings: unknown, prepare: (db: Db) => Promise<unknown>): Promise<{ url: string; db: Db }> {
  const folder = process.env.TEST_TEMPLATE_DIR;
  if (!folder || clockIsFaked()) {
    // A new empty database: the app migrates and seeds it when it starts.
    const url = await testDatabaseUrl();
    return { url, db: createDb(url) };
  }
  const name = `tmpl_${createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12)}_${Math.floor(Date.now() / 60_000)}`;
  const cluster = process.env.TEST_POSTGRES_URL;
  if (cluster) {
    await preparePostgresTemplate(cluster, name, prepare);
    const url = await testDatabaseUrl(name);
    return { url, db: createDb(url) };
  }
  const file = join(folder, `${name}.sqlite`);
  if (!existsSync(file)) {
    // Prepared under another name and renamed when complete: other test processes see all of it or nothing.
    const building = `${file}.${process.pid}`;
    const db = createSqliteDb(building);
    await prepare(db);
    await sql`pragma journal_mode = delete`.execute(db);
    await db.destroy();
    renameSync(building, file);
  }
  return { url: ':memory:', db: createSqliteDb(readFileSync(file)) };
}

/** Prepares the template database once per name across the run's test processes (an advisory lock keeps them in turn). */
async function preparePostgresTemplate(cluster: string, name: string, prepare: (db: Db) => Promise<unknown>) {
  await onCluster(cluster, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await client.query(`create database ${name}`);
      const db = createDb(databaseUrl(cluster, name));
      try {
        await prepare(db);
      } finally {
        // A database is copied only while nobody is connected to it.
        await db.destroy();
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

async function onCluster<T>(cluster: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(cluster: string, name: string) {
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether a test has moved the clock (fake timers): the wall clock and the monotonic one disagree. */
const clockIsFaked = () => Math.abs(Date.now() - (performance.timeOrigin + performance.now())) > 10_000;
