import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { EndpointDef } from '@/platform/contract/define-endpoint';
import { businessModules } from '@/modules/registry';
import { showcaseModules } from '@/showcase/registry';
import { createTestApp } from '@/server/test-app';
import { openDemoDatabase, type DemoDatabase } from './backend';

// Every GET endpoint that takes no path parameter and answers JSON: each list's first page, and the rest.
const endpoints = [...businessModules, ...showcaseModules].flatMap((module) =>
  (Object.values(module.contract) as EndpointDef[]).filter((e) => e.method === 'GET' && !e.path.includes(':') && !e.file).map((e) => e.path),
);

/**
 * The demo runs the server's services over SQLite in WebAssembly: seeded at the same moment, both must answer every
 * first page alike, to the byte. The clock stands still so that "today" and every seeded date are the same on both.
 */
describe('the demo backend and the server', () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  let demo: DemoDatabase;
  const headers = { server: {} as Record<string, string>, demo: {} as Record<string, string> };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:30:00Z') });
    server = await createTestApp({ databaseUrl: ':memory:', registerRole: 'client' });
    headers.server = (await server.login()).headers;
    demo = await openDemoDatabase(await sqlite3InitModule(), undefined, 'http://localhost:3000');
    headers.demo = await demoLogin('admin@demo.com', 'admin');
  }, 60_000);

  async function demoLogin(email: string, password: string) {
    const login = await demo.dispatch(new Request('http://localhost/api/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) }));
    return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  }

  afterAll(async () => {
    vi.useRealTimers();
    await server?.app.close();
    await demo?.close();
  });

  test('serve the same list endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(60);
  });

  test.each(endpoints)('GET %s answers alike', async (path) => {
    const onServer = await server.app.inject({ method: 'GET', url: `/api${path}`, headers: headers.server });
    const inDemo = await demo.dispatch(new Request(`http://localhost/api${path}`, { headers: headers.demo }));
    expect(inDemo.status).toBe(onServer.statusCode);
    expect(await inDemo.json()).toEqual(onServer.json());
  });

  // Searches and filters go through each engine's own search index (FTS5 on both here): the same rows either way.
  test.each(['/blog/list/data?category=gaming', '/blog/list/data?q=masa%20madre', '/users/list/data?q=romero&role=admin', '/apps/invoice/invoices?q=nubaria&sortBy=total&orderBy=desc', '/apps/email/emails?q=reuni%C3%B3n'])('GET %s answers alike', async (path) => {
    const onServer = await server.app.inject({ method: 'GET', url: `/api${path}`, headers: headers.server });
    const inDemo = await demo.dispatch(new Request(`http://localhost/api${path}`, { headers: headers.demo }));
    expect(inDemo.status).toBe(onServer.statusCode);
    expect(await inDemo.json()).toEqual(onServer.json());
  });

  test('refuse alike: no token is 401, a client 403, bad input 400 naming the field, an unknown id 404', async () => {
    const client = { server: (await server.login('client@demo.com')).headers, demo: await demoLogin('client@demo.com', 'client') };
    const cases = [
      { url: '/api/users/list/data', as: null, status: 401 },
      { url: '/api/users/list/data', as: client, status: 403 },
      { url: '/api/users/list/data?page=0', as: headers, status: 400 },
      { url: '/api/apps/users/add-user', as: headers, status: 400, body: { user: { fullName: '', email: 'no' } } },
      { url: '/api/invoice/invoices/999999', as: headers, status: 404 },
    ];
    for (const { url, as, status, body } of cases) {
      const method = body ? 'POST' : 'GET';
      const onServer = await server.app.inject({ method, url, headers: as?.server ?? {}, ...(body && { payload: body }) });
      const inDemo = await demo.dispatch(new Request(`http://localhost${url}`, { method, headers: as?.demo ?? {}, ...(body && { body: JSON.stringify(body) }) }));
      expect([url, inDemo.status, onServer.statusCode]).toEqual([url, status, status]);
      expect(await inDemo.json()).toEqual(onServer.json());
    }
  });
});
