import { describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import type { SearchContact, SearchProvider } from '@/platform/contract/search-items';
import { SEARCH_LIMIT } from './routes';
import { search } from './service';

const ctx = (rules: { action: string; subject: string }[]): ServiceContext => ({
  db: {} as Db,
  now: new Date(),
  user: { id: 7, role: 'x', rules, ability: buildAbility(rules) },
});
const contact = (title: string): SearchContact => ({ id: 1, title, email: `${title}@x.test`, img: null, date: '2026-01-01', link: '/x' });

/** A contacts provider that answers `count` people and records the limit each call asked for. */
function people(count: number, access: SearchProvider['access'] = 'signed-in') {
  const asked: number[] = [];
  const provider: SearchProvider = {
    group: 'contacts',
    access,
    async find(_ctx, q, limit) {
      asked.push(limit);
      return Array.from({ length: Math.min(count, limit) }, (_, i) => contact(`${q}${i}`));
    },
  };
  return { provider, asked };
}

describe('search', () => {
  it(`fills a group from its providers in turn, up to ${SEARCH_LIMIT}, asking each only for what is missing`, async () => {
    const [a, b, c] = [people(3), people(5), people(5)];
    const groups = await search(ctx([]), [a.provider, b.provider, c.provider], 'ana');
    expect(groups.map((g) => g.groupTitle)).toEqual(['files', 'contacts']);
    expect(groups[1].data).toHaveLength(SEARCH_LIMIT);
    expect(a.asked).toEqual([SEARCH_LIMIT]);
    expect(b.asked).toEqual([SEARCH_LIMIT - 3]);
    expect(c.asked).toEqual([]);
  });
  it('skips a provider whose ability the person lacks', async () => {
    const guarded = people(2, { action: 'read', subject: 'User' });
    expect((await search(ctx([]), [guarded.provider], 'ana'))[1].data).toEqual([]);
    expect(guarded.asked).toEqual([]);
    expect((await search(ctx([{ action: 'read', subject: 'User' }]), [guarded.provider], 'ana'))[1].data).toHaveLength(2);
  });
  it('asks nobody for an empty term', async () => {
    const any = people(2);
    expect((await search(ctx([]), [any.provider], '')).every((g) => g.data.length === 0)).toBe(true);
    expect(any.asked).toEqual([]);
  });
});
