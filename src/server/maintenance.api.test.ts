import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

describe('MAINTENANCE=on', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ maintenance: true });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('says so at GET /api/status, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: true });
  });

  it('still signs people in and reads their session', async () => {
    const client = await t.login('client@demo.com');
    const me = await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: client.headers });
    expect(me.statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken: client.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('answers 503 maintenance, with Retry-After, to an account without full access', async () => {
    const client = await t.login('client@demo.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: client.headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'maintenance' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 to anonymous calls rather than 401, and to anonymous public ones', async () => {
    const closed = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ code: 'maintenance' });
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'client@demo.com' } });
    expect(forgot.statusCode).toBe(503);
  });

  it('lets the administrator work as usual', async () => {
    const admin = await t.login();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: admin.headers });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the health checks open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('MAINTENANCE off (the default)', () => {
  it('says so at /api/status and serves everyone', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/status' })).json()).toEqual({ maintenance: false });
      const client = await t.login('client@demo.com');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: client.headers })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
