import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countHit, readHits } from '@/platform/rate-limits/counter';
import { createTestApp } from './test-app';
import { testDatabaseUrl } from './testing/test-database';

// Two servers on one database stand for two instances behind a load balancer.
let folder: string;
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tablero-limits-'));
  // Two instances on one database: an SQLite file, or a PostgreSQL database in the suite's PostgreSQL pass.
  const databaseUrl = process.env.TEST_POSTGRES_URL ? await testDatabaseUrl() : `file:${join(folder, 'shared.sqlite')}`;
  a = await createTestApp({ databaseUrl, loginRateLimit: 3 });
  b = await createTestApp({ databaseUrl, loginRateLimit: 3 });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
  rmSync(folder, { recursive: true, force: true });
});

const wrongLogin = (t: typeof a, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/login', remoteAddress, payload: { email: 'nobody@example.com', password: 'wrong-password' } });

describe('rate limits shared by instances', () => {
  it('attempts on two instances spend one budget per address; another address keeps its own', async () => {
    const address = '198.51.100.7';
    const statuses = [await wrongLogin(a, address), await wrongLogin(b, address), await wrongLogin(a, address)].map((r) => r.statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const fourth = await wrongLogin(b, address);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect((await wrongLogin(a, address)).statusCode).toBe(429);
    expect((await wrongLogin(b, '198.51.100.8')).statusCode).toBe(400);
  });

  it('each limited endpoint has its own budget', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 3; i++) await wrongLogin(i % 2 ? a : b, address);
    expect((await wrongLogin(a, address)).statusCode).toBe(429);
    const forgot = await b.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: address, payload: { email: 'nobody@example.com' } });
    expect(forgot.statusCode).not.toBe(429);
  });
});

describe('the counter', () => {
  it('counts within a window and starts again at 1 when it has ended', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    const key = `test|${Math.random()}`;
    expect(await countHit(a.db, key, 60_000, start)).toEqual({ hits: 1, ttl: 60_000 });
    expect(await countHit(b.db, key, 60_000, new Date(start.getTime() + 10_000))).toEqual({ hits: 2, ttl: 50_000 });
    expect(await readHits(a.db, key, new Date(start.getTime() + 20_000))).toEqual({ hits: 2, ttl: 40_000 });
    expect(await countHit(a.db, key, 60_000, new Date(start.getTime() + 60_000))).toEqual({ hits: 1, ttl: 60_000 });
  });

  it('concurrent hits are all counted', async () => {
    const key = `race|${Math.random()}`;
    const now = new Date();
    await Promise.all(Array.from({ length: 20 }, (_, i) => countHit(i % 2 ? a.db : b.db, key, 60_000, now)));
    expect((await readHits(a.db, key, now)).hits).toBe(20);
  });
});
