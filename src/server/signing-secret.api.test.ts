import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './test-app';
import { testDatabaseUrl } from './testing/test-database';

// No JWT_SECRET (as on PostgreSQL without one): the instances on a database share the one it keeps.
let folder: string;
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tablero-secret-'));
  // Two instances on one database: an SQLite file, or a PostgreSQL database in the suite's PostgreSQL pass.
  const databaseUrl = process.env.TEST_POSTGRES_URL ? await testDatabaseUrl() : `file:${join(folder, 'shared.sqlite')}`;
  a = await createTestApp({ databaseUrl, jwtSecret: '' });
  b = await createTestApp({ databaseUrl, jwtSecret: '' });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the signing secret kept in the database', () => {
  it('is generated once: a token signed by one instance is accepted by the other', async () => {
    const rows = await a.db.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].value).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const session = await a.login();
    const me = await b.app.inject({ url: '/api/jwt/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
  });

  it('is not the secret of a server started with its own', async () => {
    const own = await createTestApp({ jwtSecret: 'a-different-secret-a-different-secret' });
    try {
      const session = await a.login();
      expect((await own.app.inject({ url: '/api/jwt/me', headers: session.headers })).statusCode).toBe(401);
    } finally {
      await own.app.close();
    }
  });
});
