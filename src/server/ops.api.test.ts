import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp } from './test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN, metricsAllow: ['loopback', '10.9.0.0/16'] });
});
afterAll(() => t.app.close());

describe('/healthz and /readyz', () => {
  it('healthz answers while the process lives, for anyone', async () => {
    const res = await t.app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz is 200 with the database answering and every migration applied, 503 once one is missing or the database is gone', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: true, migrations: true } });

    // On a private database: other tests may share the PostgreSQL one, and a missing migration would make them re-run it.
    const own = await createTestApp();
    try {
      const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(own.db);
      await sql`delete from kysely_migration where name = ${last.rows[0].name}`.execute(own.db);
      const missing = await own.app.inject({ url: '/readyz' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ status: 'not ready', checks: { database: true, migrations: false } });
      // The database gone: not ready either, and still an answer rather than a hang or a 500.
      await own.db.destroy();
      const gone = await own.app.inject({ url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ status: 'not ready', checks: { database: false, migrations: false } });
    } finally {
      await own.app.close();
    }
  });

  it('none of them lives under /api or in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => /healthz|readyz|metrics/.test(p))).toEqual([]);
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(404);
  });
});

describe('/metrics access', () => {
  it('opens to the bearer token from any address', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('a wrong token is 401 even from an allowed address; no token from elsewhere is 401 with a challenge', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.5']) {
      const wrong = await t.app.inject({ url: '/metrics', remoteAddress, headers: { authorization: 'Bearer not-the-token-at-all' } });
      expect(wrong.statusCode, remoteAddress).toBe(401);
    }
    const basic = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    const none = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('http_requests_total');
  });

  it('opens without a token to loopback and to the listed ranges, IPv4-mapped addresses included', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.9.44.1']) {
      expect((await t.app.inject({ url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.10.0.1' })).statusCode).toBe(401);
  });

  it('without a token configured and an empty allow-list, everyone gets 403', async () => {
    const closed = await createTestApp({ metricsAllow: [] });
    try {
      const res = await closed.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Metrics are not open to this address' });
      expect((await closed.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(401);
    } finally {
      await closed.app.close();
    }
  });
});

describe('/metrics content', () => {
  it('counts and times requests per route pattern, never per raw address; streams, pool, event loop and process', async () => {
    const admin = await t.login();
    await t.app.inject({ url: '/api/invoice/invoices/987654', headers: admin.headers });
    await t.app.inject({ url: '/no/such/thing/12345' });
    const body = (await t.app.inject({ url: '/metrics' })).body;
    expect(body).toMatch(/^http_requests_total\{method="POST",route="\/api\/jwt\/login",status="200"\} [1-9]/m);
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/jwt\/login",status="200"\}/m);
    expect(body).toMatch(/route="\/api\/invoice\/invoices\/:id",status="404"/);
    expect(body).toMatch(/route="unmatched",status="404"/);
    expect(body).not.toContain('987654');
    expect(body).not.toContain('12345');
    expect(body).toMatch(/^tablero_event_streams_open 0$/m);
    expect(body).toMatch(/^tablero_db_pool_connections\{engine="(sqlite|postgres)",state="total"\} \d+$/m);
    expect(body).toMatch(/^tablero_db_size_bytes\{engine="(sqlite|postgres)"\} [1-9]\d*$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(body).toMatch(/^process_resident_memory_bytes /m);
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id, replaces anything else with a fresh one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42:abc_DEF' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:abc_DEF');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const hostile of ['has space', 'x'.repeat(129), 'a\u00e9b', '<script>']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id'], hostile).toMatch(uuid);
    }
    const a = await t.app.inject({ url: '/api/nothing' });
    const b = await t.app.inject({ url: '/api/nothing' });
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('every JSON log line of a request carries its id, the error of a failing service included', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      const admin = await logged.login();
      await sql`drop table todo_tasks`.execute(logged.db);
      const res = await logged.app.inject({ url: '/api/apps/todo/tasks', headers: { ...admin.headers, 'x-request-id': 'trace-0001' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('trace-0001');
      const mine = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number }).filter((entry) => entry.reqId === 'trace-0001');
      expect(mine.map((entry) => entry.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
      expect(mine.find((entry) => entry.msg === 'unhandled error')?.level).toBe(50);
    } finally {
      await logged.app.close();
    }
  });
});
