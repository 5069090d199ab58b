import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import { FULL_ACCESS_RULES } from '@/platform/access/areas';
import type { ServiceContext } from '@/platform/auth/context';
import { Forbidden } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { createKey, listKeys, revokeKey } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.login()).userData.id;
});
afterAll(() => t.app.close());

const ctx = (sessionId: string | null): ServiceContext => ({
  db: t.db,
  now: new Date('2026-12-01T09:00:00.000Z'),
  user: { id: adminId, role: 'admin', rules: FULL_ACCESS_RULES, ability: buildAbility(FULL_ACCESS_RULES), sessionId },
});

describe('the api-keys service', () => {
  it('stamps a new key with the time of the request and lists it', async () => {
    const { apiKey } = await createKey(ctx('a-session'), { name: 'servicio' });
    expect(apiKey.createdAt).toBe('2026-12-01T09:00:00.000Z');
    expect((await listKeys(ctx('a-session'))).keys[0].id).toBe(apiKey.id);
  });
  it('refuses every call that came with a key (no session), whatever the ability says', async () => {
    const { apiKey } = await createKey(ctx('a-session'), { name: 'para revocar' });
    await expect(createKey(ctx(null), { name: 'otra' })).rejects.toBeInstanceOf(Forbidden);
    await expect(listKeys(ctx(null))).rejects.toBeInstanceOf(Forbidden);
    await expect(revokeKey(ctx(null), apiKey.id)).rejects.toBeInstanceOf(Forbidden);
    expect((await listKeys(ctx('a-session'))).keys.map((k) => k.id)).toContain(apiKey.id);
  });
});
