import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new account signed in twice, as from two devices. */
async function twoDevices(name: string) {
  t = await createTestApp();
  const app = t;
  const credentials = { email: `${name}@example.com`, password: 'clave-segura-1' };
  const phone = (await app.app.inject({ method: 'POST', url: '/api/jwt/register', headers: { 'user-agent': 'Phone browser' }, payload: { username: name, ...credentials } })).json();
  const laptop = (await app.app.inject({ method: 'POST', url: '/api/jwt/login', headers: { 'user-agent': 'Laptop browser' }, payload: credentials })).json();
  return { app, credentials, id: phone.userData.id as number, phone: bearer(phone.accessToken), laptop: bearer(laptop.accessToken), laptopRefresh: laptop.refreshToken as string };
}

const changePassword = (app: TestApp, headers: Record<string, string>, payload: object) => app.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });

describe('change password', () => {
  it('refuses a wrong current password on its field', async () => {
    const { app, laptop } = await twoDevices('ana');
    const res = await changePassword(app, laptop, { currentPassword: 'not-mine-1', newPassword: 'otra-clave-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.currentPassword', code: 'invalid_password' })]);
  });

  it.each([
    ['too short', 'abc1', 'too_short'],
    ['without a digit', 'solo-letras', 'weak_password'],
    ['without a letter', '1234567890', 'weak_password'],
  ])('refuses a new password %s on its field', async (_, newPassword, code) => {
    const { app, laptop, credentials } = await twoDevices('bea');
    const res = await changePassword(app, laptop, { currentPassword: credentials.password, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'body.newPassword', code });
  });

  it('refuses the current password as the new one', async () => {
    const { app, laptop, credentials } = await twoDevices('carla');
    const res = await changePassword(app, laptop, { currentPassword: credentials.password, newPassword: credentials.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'body.newPassword', code: 'same_password' });
  });

  it('changes it, signs the other sessions out and keeps this one', async () => {
    const { app, id, phone, laptop, credentials } = await twoDevices('dora');
    const res = await changePassword(app, laptop, { currentPassword: credentials.password, newPassword: 'nueva-clave-9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, signedOutSessions: 1 });
    expect((await app.app.inject({ url: '/api/jwt/me', headers: phone })).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/jwt/me', headers: laptop })).statusCode).toBe(200);
    const old = await app.app.inject({ method: 'POST', url: '/api/jwt/login', payload: credentials });
    expect(old.statusCode).toBe(400);
    const fresh = await app.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: credentials.email, password: 'nueva-clave-9' } });
    expect(fresh.statusCode).toBe(200);
    const audit = await app.db.selectFrom('audit_events').select('detail').where('target_id', '=', id).where('kind', '=', 'password').execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ how: 'changed' }]);
  });
});

describe('sessions', () => {
  it('lists the open sessions with the current one marked', async () => {
    const { app, laptop } = await twoDevices('elena');
    const res = await app.app.inject({ url: '/api/auth/sessions', headers: laptop });
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as { sessions: { userAgent: string; current: boolean; ip: string; createdAt: string; lastSeenAt: string }[] };
    expect(sessions.map((s) => [s.userAgent, s.current]).sort()).toEqual([
      ['Laptop browser', true],
      ['Phone browser', false],
    ]);
    expect(sessions[0].ip).toBe('127.0.0.1');
    expect(Date.parse(sessions[0].lastSeenAt)).not.toBeNaN();
  });

  it('revokes one of its own sessions, and no one else’s', async () => {
    const { app, phone, laptop, laptopRefresh } = await twoDevices('fina');
    const { sessions } = (await app.app.inject({ url: '/api/auth/sessions', headers: phone })).json() as { sessions: { id: string; current: boolean }[] };
    const laptopSession = sessions.find((s) => !s.current)!;

    const admin = await t!.login();
    const foreign = await app.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke', headers: admin.headers, payload: { id: laptopSession.id } });
    expect(foreign.statusCode).toBe(404);
    expect((await app.app.inject({ url: '/api/jwt/me', headers: laptop })).statusCode).toBe(200);

    const res = await app.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke', headers: phone, payload: { id: laptopSession.id } });
    expect(res.statusCode).toBe(200);
    expect((await app.app.inject({ url: '/api/jwt/me', headers: laptop })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken: laptopRefresh } })).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/jwt/me', headers: phone })).statusCode).toBe(200);
    const again = await app.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke', headers: phone, payload: { id: laptopSession.id } });
    expect(again.statusCode).toBe(404);
    const bad = await app.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke', headers: phone, payload: { id: 'not-a-uuid' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.id');
  });

  it('signs out everywhere else', async () => {
    const { app, phone, laptop } = await twoDevices('gala');
    const res = await app.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await app.app.inject({ url: '/api/jwt/me', headers: laptop })).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/jwt/me', headers: phone })).statusCode).toBe(200);
    const { sessions } = (await app.app.inject({ url: '/api/auth/sessions', headers: phone })).json();
    expect(sessions).toHaveLength(1);
  });

  it('answers 401 to anonymous callers', async () => {
    t = await createTestApp();
    for (const [method, url] of [
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/sessions/revoke'],
      ['POST', '/api/auth/sessions/revoke-others'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
