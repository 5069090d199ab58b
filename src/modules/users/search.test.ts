import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { matchesSearch, searchedTextContains } from '@/platform/db/search';
import { PEOPLE_SEARCH } from './search';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('substring search', () => {
  it('finds, through the index, by testing rows and by testing the searched text, exactly what a case-insensitive substring test finds', async () => {
    const people = await t.db.selectFrom('accounts').select(['id', 'email', 'full_name', 'billing']).execute();
    for (const q of ['romero', 'ROMERO', 'ro', 'e', '@demo.com', 'auto debit', 'zzzqq', '50%', 'a_b', '\\']) {
      const expected = people
        .filter((p) => [p.email, p.full_name, p.billing].some((text) => text.toLowerCase().includes(q.toLowerCase())))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      const ways = { index: matchesSearch(t.db, PEOPLE_SEARCH, q), 'testing rows': matchesSearch(t.db, PEOPLE_SEARCH, q, true), 'testing the searched text': searchedTextContains(t.db, PEOPLE_SEARCH, q) };
      for (const [way, condition] of Object.entries(ways)) {
        const found = await t.db.selectFrom('accounts').select('id').where(condition).orderBy('id').execute();
        expect(found.map((r) => r.id), `${q} (${way})`).toEqual(expected);
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
