import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { EMPTY_STYLE_HASH, HSTS, inlineScriptHashes, registerSecurityHeaders } from './security-headers';

const BOOT = "document.documentElement.setAttribute('data-skin', 'light');";
const bootHash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

/** A built web app in miniature: a page with one inline boot script, an asset and an image. */
function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'tablero-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><html><head><script>${BOOT}</script></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`);
  writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1);');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectAppHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", bootHash]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['style-src']).toEqual(["'self'", EMPTY_STYLE_HASH]);
  expect(csp['style-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
  // Plain HTTP: no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let root: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ webRoot: root });
    auth = (await t.login()).headers;
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const answers: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['the app page', () => t.app.inject({ url: '/' }), 200],
    ['a client-side route', () => t.app.inject({ url: '/apps/todo' }), 200],
    ['a script asset', () => t.app.inject({ url: '/assets/main.js' }), 200],
    ['an image', () => t.app.inject({ url: '/favicon.svg' }), 200],
    ['a missing file', () => t.app.inject({ url: '/images/missing.png' }), 404],
    ['an API answer', () => t.app.inject({ url: '/api/apps/todo/tasks', headers: auth }), 200],
    ['a login', () => t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: 'admin@demo.com', password: 'admin' } }), 200],
    ['an unauthorised call', () => t.app.inject({ url: '/api/apps/todo/tasks' }), 401],
    ['refused input', () => t.app.inject({ method: 'POST', url: '/api/apps/todo/add-tasks', headers: auth, payload: { task: {} } }), 400],
    ['malformed JSON', () => t.app.inject({ method: 'POST', url: '/api/jwt/login', headers: { 'content-type': 'application/json' }, payload: '{' }), 400],
    ['an unknown API path', () => t.app.inject({ url: '/api/nothing-here' }), 404],
    ['a method no route has', () => t.app.inject({ method: 'PUT', url: '/api/jwt/login' }), 404],
  ];
  for (const [name, send, status] of answers) {
    it(`are on ${name} (${status})`, async () => {
      const res = await send();
      expect(res.statusCode).toBe(status);
      expectAppHeaders(res);
    });
  }

  it('give the API documentation its own policy: Swagger UI sets inline styles, but runs only its own scripts', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(res);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['script-src-attr'], url).toEqual(["'none'"]);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('without a web app, the API answers carry the policy with no script hash', async () => {
    const api = await createTestApp();
    try {
      const res = await api.app.inject({ url: '/api/apps/todo/tasks' });
      expect(res.statusCode).toBe(401);
      expect(directives(res)['script-src']).toEqual(["'self'"]);
    } finally {
      await api.app.close();
    }
  });
});

describe('HSTS', () => {
  it('is sent only on answers that went out over TLS', async () => {
    // A server behind a trusted proxy, which tells it the original protocol.
    const app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app, { scriptHashes: [] });
    app.get('/', async () => ({ ok: true }));
    try {
      const overTls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['strict-transport-security']).toBe(HSTS);
      const plain = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, and no script loaded from a file', () => {
    const html = `<script>${BOOT}</script><script type="module" src="/a.js"></script><script>${BOOT}</script><script>x()</script>`;
    const xHash = `'sha256-${createHash('sha256').update('x()').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([bootHash, xHash]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/boot.js"></script><p>script</p>')).toEqual([]);
  });
});
