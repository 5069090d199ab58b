import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { REFRESH_GRACE_SECONDS } from '@/platform/auth/service';
import { createTestApp } from '@/server/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let current: TestApp | undefined;
async function start(overrides?: Parameters<typeof createTestApp>[0]) {
  current = await createTestApp(overrides);
  return current;
}
afterEach(async () => {
  vi.useRealTimers();
  await current?.app.close();
  current = undefined;
});

const post = (t: TestApp, url: string, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const countAccounts = async (t: TestApp) =>
  Number((await t.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/jwt/login', () => {
  it('signs the demo admin in with the spec session shape', async () => {
    const t = await start();
    const res = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken).toMatch(/^ey/);
    expect(body.userData).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 5 },
    });
    expect(Object.keys(body.userData).sort()).toEqual(['ability', 'avatar', 'email', 'emailVerified', 'extras', 'fullName', 'id', 'role', 'roleName', 'username']);
  });

  it('gives the client role read ACL and read Auth', async () => {
    const t = await start();
    const { userData } = await t.login('client@demo.com', 'client');
    expect((userData as unknown as { ability: unknown }).ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
  ])('answers 400 with the spec error for %s', async (_, payload) => {
    const t = await start();
    const res = await post(t, '/api/jwt/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ email: 'Email or Password is Invalid' });
  });

  it('names the field when the email is malformed or missing', async () => {
    const t = await start();
    const bad = await post(t, '/api/jwt/login', { email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('body.email');
    const missing = await post(t, '/api/jwt/login', { password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('body.email');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const t = await start();
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('is rate limited per client with a clear 429', async () => {
    const t = await start({ loginRateLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'bad' })).statusCode).toBe(400);
    const limited = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });
});

describe('POST /api/jwt/register', () => {
  const newUser = { username: 'marta', email: 'marta@example.com', password: 'secreto-largo' };

  it('creates an admin with manage all and their own sample data', async () => {
    const t = await start();
    const res = await post(t, '/api/jwt/register', newUser);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.userData).toMatchObject({ username: 'marta', email: 'marta@example.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    const tasks = await t.app.inject({ url: '/api/apps/todo/tasks', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().tasks.length).toBeGreaterThan(0);
  });

  it('refuses a taken email and username with the spec messages and writes nothing', async () => {
    const t = await start();
    const before = await countAccounts(t);
    const res = await post(t, '/api/jwt/register', { username: 'JohnDoe', email: 'admin@demo.com', password: 'secreto-largo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ email: 'This email is already in use.', username: 'This username is already in use.' });
    expect(await countAccounts(t)).toBe(before);
  });

  it('names invalid fields and writes nothing', async () => {
    const t = await start();
    const before = await countAccounts(t);
    const res = await post(t, '/api/jwt/register', { username: 'a', email: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.email', 'body.password']));
    expect(await countAccounts(t)).toBe(before);
  });

  it('gives new accounts the role REGISTER_ROLE names', async () => {
    const t = await start({ registerRole: 'client' });
    const res = await post(t, '/api/jwt/register', newUser);
    expect(res.json().userData.role).toBe('client');
    const tasks = await t.app.inject({ url: '/api/apps/todo/tasks', headers: { authorization: `Bearer ${res.json().accessToken}` } });
    expect(tasks.statusCode).toBe(403);
  });
});

describe('refresh tokens', () => {
  it('rotate: a new pair; the old token, shown again later, revokes the whole family', async () => {
    const t = await start();
    const session = await t.login();
    const first = await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(first.statusCode).toBe(200);
    expect(first.json().refreshToken).not.toBe(session.refreshToken);
    const me = await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${first.json().accessToken}` } });
    expect(me.statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_GRACE_SECONDS + 1) * 1000 });
    const reused = await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Invalid refresh token');
    const newest = await post(t, '/api/jwt/refresh-token', { refreshToken: first.json().refreshToken });
    expect(newest.statusCode).toBe(401);
  });

  it('two tabs refreshing at once both get the same successor, which keeps working', async () => {
    const t = await start();
    const session = await t.login();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((a) => `${a.json().accessToken} ${a.json().refreshToken}`));
    expect(pairs.size).toBe(1);
    const next = await post(t, '/api/jwt/refresh-token', { refreshToken: answers[0].json().refreshToken });
    expect(next.statusCode).toBe(200);
    const rows = await t.db.selectFrom('refresh_tokens').select('id').where('account_id', '=', session.userData.id).execute();
    expect(rows).toHaveLength(3);
  });

  it('a rotated token gets no successor once the session signed out', async () => {
    const t = await start();
    const session = await t.login();
    const rotated = (await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })).json();
    expect((await post(t, '/api/jwt/logout', { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    expect((await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('stores only digests of refresh tokens', async () => {
    const t = await start();
    const session = await t.login();
    const rows = await t.db.selectFrom('refresh_tokens').select('token_digest').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_digest === session.refreshToken)).toBe(false);
  });

  it('logout revokes the session', async () => {
    const t = await start();
    const session = await t.login();
    expect((await post(t, '/api/jwt/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('an access token is not a refresh token', async () => {
    const t = await start();
    const session = await t.login();
    expect((await post(t, '/api/jwt/refresh-token', { refreshToken: session.accessToken })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('401 without a token, with garbage, with an expired or forged one', async () => {
    const t = await start();
    const session = await t.login();
    expect((await t.app.inject({ url: '/api/jwt/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: 'Bearer garbage' } })).statusCode).toBe(401);

    const sign = (secret: string, exp: number) =>
      new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.userData.id)).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
    const expired = await sign('test-secret-test-secret-test-secret', Math.floor(Date.now() / 1000) - 10);
    expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
    const forged = await sign('another-secret-another-secret-12345', Math.floor(Date.now() / 1000) + 600);
    expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);

    expect((await t.app.inject({ url: '/api/jwt/me', headers: session.headers })).json().userData.email).toBe('admin@demo.com');
  });

  it('403 when the role lacks the ability', async () => {
    const t = await start();
    const client = await t.login('client@demo.com', 'client');
    const res = await t.app.inject({ url: '/api/apps/todo/tasks', headers: client.headers });
    expect(res.statusCode).toBe(403);
  });

  it('unknown API paths answer 404 JSON', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });
});
