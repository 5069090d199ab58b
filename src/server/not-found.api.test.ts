import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './test-app';

// With a built web app present, as in production: the app's HTML must never answer for the API.
let webRoot: string;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'tablero-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tablero</title>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s below /api answers a JSON 404, also /api alone', async (method) => {
    for (const url of ['/api', '/api/', '/api/nothing-here', '/api/apps/todo/tasks/extra', '/api?x=1', '/api/apps/todo/no-such.json']) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: `Not found: ${method} ${url.split('?')[0]}` });
    }
  });

  it("leave the web app's own routes to its HTML", async () => {
    for (const url of ['/apps/todo', '/apiary', '/api-docs-elsewhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Tablero</title>');
    }
  });

  it('answer a JSON 404 for a missing file and for other methods outside the API', async () => {
    for (const [method, url] of [['GET', '/assets/missing.js'], ['POST', '/apps/todo']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: `Not found: ${method} ${url}` });
    }
  });
});

describe('addresses the router cannot read', () => {
  it('answer JSON with a message, like every other bad input', async () => {
    const admin = await t.login();
    for (const url of ['/api/invoice/invoices/%ZZ', `/api/invoice/invoices/${'9'.repeat(150)}`]) {
      const res = await t.app.inject({ url, headers: admin.headers });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Object.keys(res.json()), url).toEqual(['message']);
    }
  });
});
