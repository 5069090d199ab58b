import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { apiKeyUser, LAST_USED_EVERY_MS } from '@/platform/auth/api-key-user';

let t: Awaited<ReturnType<typeof createTestApp>>;
let key: string;
let keyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  const res = await t.app.inject({ method: 'POST', url: '/api/pages/api-keys', payload: { name: 'plataforma' }, headers: admin.headers });
  ({ key, apiKey: { id: keyId } } = res.json());
});
afterAll(() => t.app.close());

const lastUsed = async () => (await t.db.selectFrom('api_keys').select('last_used_at').where('id', '=', keyId).executeTakeFirstOrThrow()).last_used_at;

describe('apiKeyUser', () => {
  it('is the owner with their role’s rules, no session, and no rights over keys even with full access', async () => {
    const user = await apiKeyUser(t.db, key, new Date('2026-12-01T10:00:00.000Z'));
    expect(user).toMatchObject({ role: 'admin', sessionId: null, rules: [{ action: 'manage', subject: 'all' }] });
    expect(user!.ability.can('read', 'Todo')).toBe(true);
    expect(user!.ability.can('delete', 'User')).toBe(true);
    for (const action of ['read', 'create', 'delete', 'update']) expect(user!.ability.can(action, 'ApiKey')).toBe(false);
  });

  it('writes last_used_at at most once a minute', async () => {
    const start = new Date('2026-12-02T10:00:00.000Z');
    await apiKeyUser(t.db, key, start);
    expect(await lastUsed()).toBe(start.toISOString());
    await apiKeyUser(t.db, key, new Date(start.getTime() + LAST_USED_EVERY_MS - 1));
    expect(await lastUsed()).toBe(start.toISOString());
    const later = new Date(start.getTime() + LAST_USED_EVERY_MS);
    await apiKeyUser(t.db, key, later);
    expect(await lastUsed()).toBe(later.toISOString());
  });

  it('is nobody for a text that is not a live key', async () => {
    expect(await apiKeyUser(t.db, key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'), new Date())).toBeNull();
    expect(await apiKeyUser(t.db, 'tbk_x', new Date())).toBeNull();
    await t.db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', keyId).execute();
    expect(await apiKeyUser(t.db, key, new Date())).toBeNull();
  });
});
