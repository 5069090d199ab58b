import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { configFromEnv, parseTrustProxy } from '@/server/config';
import { createTestApp } from '@/server/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let current: TestApp | undefined;
async function start(overrides?: Parameters<typeof createTestApp>[0]) {
  current = await createTestApp(overrides);
  return current;
}
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await current?.app.close();
  current = undefined;
});

const SECRET = 'test-secret-test-secret-test-secret';
const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email, password }, headers });
const register = (t: TestApp, username: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username, email: `${username}@example.com`, password: 'secreto-largo' }, headers });

describe('who asks is settled before what is sent', () => {
  it('an anonymous caller gets 401, not the schema, whatever the body', async () => {
    const t = await start();
    const res = await t.app.inject({ method: 'POST', url: '/api/apps/todo/add-tasks', payload: { title: 42, nonsense: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });

  it('a role without the ability gets 403 before its bad body is looked at', async () => {
    const t = await start();
    const client = await t.login('client@demo.com', 'client');
    const res = await t.app.inject({ method: 'POST', url: '/api/apps/todo/add-tasks', payload: { title: 42 }, headers: client.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().issues).toBeUndefined();
  });

  it('only an allowed caller learns what is wrong with the body', async () => {
    const t = await start();
    const admin = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/api/apps/todo/add-tasks', payload: { title: 42 }, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('body.title');
  });
});

describe('tokens', () => {
  type Claims = { typ?: string; sub?: string; iat?: boolean; exp?: boolean; sid?: boolean };
  /** A token signed with the server's secret, naming (unless `sid: false`) a live session of account 1. */
  const sign = async (t: Awaited<ReturnType<typeof start>>, claims: Claims) => {
    const sid = decodeJwt((await t.login()).accessToken).sid as string;
    let jwt = new SignJWT({ ...(claims.typ && { typ: claims.typ }), ...(claims.sid !== false && { sid }) }).setProtectedHeader({ alg: 'HS256' });
    if (claims.sub) jwt = jwt.setSubject(claims.sub);
    if (claims.iat !== false) jwt = jwt.setIssuedAt();
    if (claims.exp !== false) jwt = jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(SECRET));
  };

  it.each([
    ['no exp', { typ: 'access', sub: '1', exp: false }],
    ['no iat', { typ: 'access', sub: '1', iat: false }],
    ['no sub', { typ: 'access' }],
    ['no type', { sub: '1' }],
    ['a refresh type', { typ: 'refresh', sub: '1' }],
    ['a subject that is no id', { typ: 'access', sub: '1 OR 1=1' }],
    ['no session', { typ: 'access', sub: '1', sid: false }],
    ["another account's session", { typ: 'access', sub: '2' }],
  ])('a correctly signed token with %s is refused', async (_, claims: Claims) => {
    const t = await start();
    const token = await sign(t, claims);
    expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('the same token with every claim is accepted (the test above fails for the claim, not the signature)', async () => {
    const t = await start();
    const token = await sign(t, { typ: 'access', sub: '1' });
    expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => parseTrustProxy('everyone')).toThrow(/TRUST_PROXY/);
  });

  it('off: a client naming its own address in X-Forwarded-For still shares one limit', async () => {
    const t = await start({ loginRateLimit: 5 });
    const codes = [];
    for (let i = 0; i < 8; i++) codes.push((await login(t, 'nobody@example.com', 'bad', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
    const registrations = [];
    for (let i = 0; i < 6; i++) registrations.push((await register(t, `rotating${i}`, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(registrations.slice(5)).toEqual([429]);
  });

  it('with a trusted proxy, each forwarded address has its own limit', async () => {
    const t = await start({ loginRateLimit: 2, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 4; i++) expect((await login(t, 'nobody@example.com', 'bad', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(400);
    await login(t, 'nobody@example.com', 'bad', { 'x-forwarded-for': '203.0.113.9' });
    expect((await login(t, 'nobody@example.com', 'bad', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(400);
    expect((await login(t, 'nobody@example.com', 'bad', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
  });
});

describe('per-account sign-in limit', () => {
  it('after too many failures the right password answers like a wrong one, until the window passes', async () => {
    const t = await start({ trustProxy: 1, accountLoginLimit: 5 });
    const wrong = await login(t, 'client@demo.com', 'wrong', { 'x-forwarded-for': '203.0.113.1' });
    for (let i = 2; i <= 5; i++) await login(t, 'client@demo.com', 'wrong', { 'x-forwarded-for': `203.0.113.${i}` });
    const locked = await login(t, 'client@demo.com', 'client', { 'x-forwarded-for': '198.51.100.7' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual(wrong.json());
    // Another account is not affected.
    expect((await login(t, 'admin@demo.com', 'admin')).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    expect((await login(t, 'client@demo.com', 'client')).statusCode).toBe(200);
  });

  it('a success resets the count', async () => {
    const t = await start({ accountLoginLimit: 3 });
    for (let round = 0; round < 3; round++) {
      await login(t, 'client@demo.com', 'wrong');
      await login(t, 'client@demo.com', 'wrong');
      expect((await login(t, 'client@demo.com', 'client')).statusCode).toBe(200);
    }
  });
});

describe('registration', () => {
  it('by default gives new accounts the least-privileged role', () => {
    vi.stubEnv('REGISTER_ROLE', '');
    vi.stubEnv('JWT_SECRET', SECRET);
    expect(configFromEnv().registerRole).toBe('client');
    expect(configFromEnv().registration).toBe(true);
    vi.stubEnv('REGISTER_ROLE', 'root');
    expect(() => configFromEnv()).toThrow(/REGISTER_ROLE/);
  });

  it('a client sign-up reads no users and no invoices', async () => {
    const t = await start({ registerRole: 'client' });
    const res = await register(t, 'curiosa');
    expect(res.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    for (const url of ['/api/users/list/data', '/api/apps/invoice/invoices']) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    }
  });

  it('REGISTRATION=off closes sign-up and writes nothing', async () => {
    const t = await start({ registration: false });
    const res = await register(t, 'cerrado');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Registration is closed', code: 'registration_closed' });
    expect(await t.db.selectFrom('accounts').select('id').where('username', '=', 'cerrado').executeTakeFirst()).toBeUndefined();
  });

  it('without sample data the first account becomes the administrator, the next ones do not', async () => {
    const t = await start({ sampleData: false, registerRole: 'client' });
    expect(await t.db.selectFrom('accounts').select('id').execute()).toEqual([]);
    const first = await register(t, 'fundadora');
    expect(first.json().userData).toMatchObject({ role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    const second = await register(t, 'segundo');
    expect(second.json().userData.role).toBe('client');
    const tasks = await t.app.inject({ url: '/api/apps/todo/tasks', headers: { authorization: `Bearer ${first.json().accessToken}` } });
    expect(tasks.json().tasks).toEqual([]);
  });
});
