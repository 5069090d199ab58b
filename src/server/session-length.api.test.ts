import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { createTestApp } from '@/server/test-app';

// How long a sign-in lasts: access tokens are short; refresh tokens slide, a week by default and a month with
// "remember me" (REFRESH_TOKEN_TTL, REMEMBER_TOKEN_TTL). An idle admin is no longer signed out after ten minutes.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.app.close();
  t = undefined;
});

const DAY = 24 * 3600;
const post = (app: TestApp, url: string, payload: unknown) => app.app.inject({ method: 'POST', url, payload: payload as object });
const life = (token: string) => {
  const { exp, iat } = decodeJwt(token);
  return exp! - iat!;
};
const storedExpiry = async (app: TestApp, accountId: number) =>
  (await app.db.selectFrom('refresh_tokens').select('expires_at').where('account_id', '=', accountId).orderBy('id', 'desc').executeTakeFirstOrThrow()).expires_at;

describe('session length', () => {
  it('by default: access 15 minutes, refresh 7 days, 30 days with remember me; stored expiry agrees', async () => {
    t = await createTestApp();
    const plain = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(plain.statusCode).toBe(200);
    expect(life(plain.json().accessToken)).toBe(15 * 60);
    expect(life(plain.json().refreshToken)).toBe(7 * DAY);
    const id = plain.json().userData.id as number;
    expect(Date.parse(await storedExpiry(t, id)) - Date.now()).toBeGreaterThan(7 * DAY * 1000 - 60_000);

    const remembered = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin', remember: true });
    expect(remembered.statusCode).toBe(200);
    expect(life(remembered.json().accessToken)).toBe(15 * 60);
    expect(life(remembered.json().refreshToken)).toBe(30 * DAY);
    expect(Date.parse(await storedExpiry(t, id)) - Date.now()).toBeGreaterThan(30 * DAY * 1000 - 60_000);

    const notRemembered = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin', remember: false });
    expect(life(notRemembered.json().refreshToken)).toBe(7 * DAY);
  });

  it('remember must be a boolean: 400 naming it', async () => {
    t = await createTestApp();
    const res = await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin', remember: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.remember');
  });

  it('the lengths follow the configuration', async () => {
    t = await createTestApp({ accessTtlSeconds: 120, refreshTtlSeconds: 3 * DAY, rememberTtlSeconds: 90 * DAY });
    const plain = (await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    expect([life(plain.accessToken), life(plain.refreshToken)]).toEqual([120, 3 * DAY]);
    const remembered = (await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin', remember: true })).json();
    expect(life(remembered.refreshToken)).toBe(90 * DAY);
  });

  it('slides: idle past the access token, a refresh renews the session for its whole length again, remembered or not', async () => {
    t = await createTestApp();
    const start = Date.now();
    for (const [remember, days] of [
      [false, 7],
      [true, 30],
    ] as const) {
      vi.useRealTimers();
      const session = (await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin', remember })).json();
      // An hour idle: the access token has expired, the refresh token has not.
      vi.useFakeTimers({ toFake: ['Date'], now: start + 3600_000 });
      expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${session.accessToken}` } })).statusCode).toBe(401);
      const renewed = await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken });
      expect(renewed.statusCode).toBe(200);
      const { exp } = decodeJwt(renewed.json().refreshToken);
      expect(exp).toBe(Math.floor((start + 3600_000) / 1000) + days * DAY);
      expect((await t.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${renewed.json().accessToken}` } })).statusCode).toBe(200);

      // Six days later (past a week from sign-in for the default), refreshing again still works: the week slid.
      vi.setSystemTime(start + 3600_000 + 6 * DAY * 1000);
      const again = await post(t, '/api/jwt/refresh-token', { refreshToken: renewed.json().refreshToken });
      expect(again.statusCode).toBe(200);
      expect(life(again.json().refreshToken)).toBe(days * DAY);
    }
  });

  it('a session left alone past its length ends', async () => {
    t = await createTestApp();
    const start = Date.now();
    const session = (await post(t, '/api/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 7 * DAY * 1000 + 5_000 });
    expect((await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('remember me carries through the two-step code', async () => {
    t = await createTestApp();
    const reg = await post(t, '/api/jwt/register', { username: 'recuerda', email: 'recuerda@example.com', password: 'clave-segura-1' });
    const headers = { authorization: `Bearer ${reg.json().accessToken}` };
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers })).json();
    const code = (offset: number) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers, payload: { code: code(-1) } })).statusCode).toBe(200);
    const first = await post(t, '/api/jwt/login', { email: 'recuerda@example.com', password: 'clave-segura-1', remember: true });
    const done = await post(t, '/api/jwt/two-steps', { challenge: first.json().challenge, code: code(0) });
    expect(done.statusCode, done.body).toBe(200);
    expect(life(done.json().refreshToken)).toBe(30 * DAY);
  });
});
