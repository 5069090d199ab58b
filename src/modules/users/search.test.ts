import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { matchesSearch } from '@/platform/db/search';
import { PEOPLE_SEARCH } from './search';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('substring search', () => {
  it('finds, through the index and by testing rows, exactly what a case-insensitive substring test finds', async () => {
    const people = await t.db.selectFrom('accounts').select(['id', 'email', 'full_name', 'billing']).execute();
    for (const q of ['romero', 'ROMERO', 'ro', 'e', '@demo.com', 'auto debit', 'zzzqq', '50%', 'a_b', '\\']) {
      const expected = people
        .filter((p) => [p.email, p.full_name, p.billing].some((text) => text.toLowerCase().includes(q.toLowerCase())))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      for (const scan of [false, true]) {
        const found = await t.db.selectFrom('accounts').select('id').where(matchesSearch(t.db, PEOPLE_SEARCH, q, scan)).orderBy('id').execute();
        expect(found.map((r) => r.id), `${q} (${scan ? 'testing rows' : 'index'})`).toEqual(expected);
      }
    }
  });

  it('follows the rows as they are added, changed and deleted', async () => {
    const find = async (q: string) => (await t.db.selectFrom('accounts').select('id').where(matchesSearch(t.db, PEOPLE_SEARCH, q)).execute()).map((r) => r.id);
    const row = { full_name: 'Quentin Zarzuela', username: 'qzarzuela', email: 'qz@example.com', password_hash: 'x', role: 'user', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() };
    const { id } = await t.db.insertInto('accounts').values(row as never).returning('id').executeTakeFirstOrThrow();
    expect(await find('zarzuela')).toEqual([id]);
    await t.db.updateTable('accounts').set({ full_name: 'Quentin Albaricoque' }).where('id', '=', id).execute();
    expect(await find('zarzuela')).toEqual([]);
    expect(await find('albaricoque')).toEqual([id]);
    await t.db.deleteFrom('accounts').where('id', '=', id).execute();
    expect(await find('albaricoque')).toEqual([]);
  });
});
