import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { CHART_KINDS } from './routes';

describe('GET /api/charts/data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login('client@demo.com')).headers;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/charts/data${query}`, headers });

  it('answers each data set with one value per label in every series', async () => {
    for (const kind of CHART_KINDS) {
      const res = await get(`?kind=${kind}`);
      expect(res.statusCode, kind).toBe(200);
      const { labels, series } = res.json() as { labels: string[]; series: { key: string; data: number[] }[] };
      expect(labels.length, kind).toBeGreaterThan(0);
      for (const s of series) expect(s.data, `${kind} ${s.key}`).toHaveLength(labels.length);
    }
  });

  it('serves monthly sales by channel, the same numbers every time', async () => {
    const first = (await get('?kind=sales')).json();
    expect(first.labels).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(first.series.map((s: { key: string }) => s.key)).toEqual(['online', 'store', 'wholesale']);
    expect((await get('?kind=sales')).json()).toEqual(first);
  });

  it('keeps a share’s prices coherent: the high above and the low below open and close', async () => {
    const { series } = (await get('?kind=stock')).json() as { series: { key: string; data: number[] }[] };
    const of = (key: string) => series.find((s) => s.key === key)!.data;
    of('open').forEach((open, i) => {
      expect(of('high')[i]).toBeGreaterThanOrEqual(Math.max(open, of('close')[i]));
      expect(of('low')[i]).toBeLessThanOrEqual(Math.min(open, of('close')[i]));
    });
  });

  it('refuses an unknown or missing data set with 400 naming kind', async () => {
    for (const query of ['?kind=secret', '']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('query.kind');
    }
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/charts/data?kind=sales' })).statusCode).toBe(401);
  });
});
