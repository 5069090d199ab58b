import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const get = (qs = '', headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/autocomplete/data${qs}`, headers });
type Item = { id: number; title: string; rank: number };

describe('GET /api/autocomplete/data', () => {
  it('answers the 100 sample entries, best ranked first', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const items: Item[] = res.json().autoComplete;
    expect(items).toHaveLength(100);
    expect(items.map((i) => i.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(Object.keys(items[0]).sort()).toEqual(['id', 'rank', 'title']);
  });
  it('filters by q case-insensitively, titles starting with it first', async () => {
    const items: Item[] = (await get('?q=HARB')).json().autoComplete;
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.title.toLowerCase().includes('harb'))).toBe(true);
    const starting: Item[] = (await get('?q=the')).json().autoComplete;
    const firstNot = starting.findIndex((i) => !i.title.toLowerCase().startsWith('the'));
    expect(firstNot).toBeGreaterThan(0);
    expect(starting.slice(firstNot).every((i) => !i.title.toLowerCase().startsWith('the'))).toBe(true);
  });
  it('treats % and _ as plain text', async () => {
    expect((await get('?q=%25')).json().autoComplete).toEqual([]);
    expect((await get('?q=_')).json().autoComplete).toEqual([]);
  });
  it('caps the answer at limit', async () => {
    const items: Item[] = (await get('?q=e&limit=5')).json().autoComplete;
    expect(items).toHaveLength(5);
  });
  it.each(['limit=0', 'limit=101', 'limit=many'])('400 naming the parameter for %s', async (qs) => {
    const res = await get(`?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.limit');
  });
  it('401 signed out', async () => {
    expect((await get('', {})).statusCode).toBe(401);
  });
});
