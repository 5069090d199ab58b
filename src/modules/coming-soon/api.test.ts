import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

const unique = () => `launch-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('POST /api/coming-soon/subscribe', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const subscribe = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/coming-soon/subscribe', payload });

  it('keeps an address left by anyone, in lower case', async () => {
    const email = unique();
    const res = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await t.db.selectFrom('launch_subscribers').select('email').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the same for an address already on the list, and keeps it once', async () => {
    const email = unique();
    expect((await subscribe({ email })).statusCode).toBe(201);
    const again = await subscribe({ email });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    const rows = await t.db.selectFrom('launch_subscribers').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad address with 400 naming the field', async () => {
    for (const payload of [{ email: 'not-an-address' }, { email: '' }, {}, { email: `${'a'.repeat(250)}@example.com` }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain('body.email');
    }
  });

  it('works the same for a signed-in caller', async () => {
    const client = await t.login('client@demo.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/coming-soon/subscribe', headers: client.headers, payload: { email: unique() } });
    expect(res.statusCode).toBe(201);
  });
});

describe('the launch list’s rate limit', () => {
  it('refuses an address that sends too many in a minute with 429', async () => {
    const t = await createTestApp({ loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/coming-soon/subscribe', payload: { email: unique() } })).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
    } finally {
      await t.app.close();
    }
  });
});
