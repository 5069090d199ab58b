import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { dashboardsRoutes } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ url: `/api${url}`, headers });
const paths = Object.values(dashboardsRoutes).map((r) => r.path);

describe('the card endpoints', () => {
  it.each(paths)('%s: 200 for the admin, 403 for the client, 401 without a token', async (path) => {
    expect((await get(path)).statusCode).toBe(200);
    expect((await get(path, client.headers)).statusCode).toBe(403);
    expect((await get(path, {})).statusCode).toBe(401);
    expect((await get(path, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('answers the SPEC §3 fields', async () => {
    expect((await get('/card/card-analytics/support-tracker')).json()).toMatchObject({ title: expect.any(String), last_days: ['last-28-days', 'last-month', 'last-year'], totalTicket: expect.any(Number), newTicket: expect.any(Number), openTicket: expect.any(Number), responseTime: expect.any(Number) });
    expect((await get('/card/card-analytics/avg-sessions')).json()).toMatchObject({ sessions: expect.any(Number), growth: expect.any(Number), goal: expect.any(Number), users: expect.any(Number), retention: expect.any(Number), duration: expect.any(Number) });
    expect((await get('/card/card-analytics/product-orders')).json().chart_info).toMatchObject({ finished: expect.any(Number), pending: expect.any(Number), rejected: expect.any(Number) });
    expect((await get('/card/card-analytics/sessions-device')).json().devices[0]).toMatchObject({ icon: 'monitor', name: 'desktop', iconColor: 'primary', usage: expect.any(Number), upDown: expect.any(Number) });
    expect((await get('/card/card-analytics/customers')).json().listData[0]).toMatchObject({ icon: expect.any(String), iconColor: expect.any(String), text: 'new', result: expect.any(Number) });
    const stat = (await get('/card/card-statistics/site-traffic')).json();
    expect(stat.series[0]).toMatchObject({ name: 'sessions', data: expect.any(Array) });
    expect(stat.series[0].data.some((v: number) => v > 0)).toBe(true);
    expect(stat.analyticsData).toMatchObject({ total: expect.any(Number), growth: expect.any(Number) });
  });

  it('an added invoice moves the invoiced revenue; a placed order moves this month', async () => {
    const before = (await get('/card/card-statistics/revenue')).json().analyticsData.total as number;
    const clients = (await get('/invoice/clients')).json() as { id: number }[];
    const today = new Date().toISOString().slice(0, 10);
    const added = await t.app.inject({ method: 'POST', url: '/api/apps/invoice/add', headers: admin.headers, payload: { invoice: { clientId: clients[0].id, issuedDate: today, dueDate: today, service: 'Soporte', items: [{ item: 'Hora', cost: 250, qty: 2 }] } } });
    expect(added.statusCode).toBe(201);
    expect((await get('/card/card-statistics/revenue')).json().analyticsData.total).toBeCloseTo(before + 500, 2);

    const month = (await get('/card/card-analytics/revenue')).json().thisMonth as number;
    const now = new Date().toISOString();
    await t.db.insertInto('orders').values({ account_id: null, placed_at: now, status: 'placed', items_count: 1, subtotal_cents: 4_321, discount_cents: 0, delivery_cents: 0, total_cents: 4_321, shipping_date: now.slice(0, 10), full_name: 'Eva', mobile: '1', street: 's', city: 'c', postal_code: 'p', state: 'e', card_last4: '1111' }).execute();
    expect((await get('/card/card-analytics/revenue')).json().thisMonth).toBeCloseTo(month + 43.21, 2);
    expect((await get('/card/card-ecommerce/recent-orders')).json().orders[0]).toMatchObject({ fullName: 'Eva', total: 43.21, status: 'placed' });
    expect((await get('/card/card-analytics/revenue-report')).json()).toMatchObject({ years: expect.arrayContaining([new Date().getUTCFullYear()]) });
  });

  it.each([
    ['/card/card-analytics/support-tracker?range=last-week', 'query.range'],
    ['/card/card-analytics/avg-sessions?range=', 'query.range'],
    ['/card/card-ecommerce/browser-states?range=2', 'query.range'],
    ['/card/card-analytics/revenue-report?year=dos-mil', 'query.year'],
    ['/card/card-analytics/revenue-report?year=1999', 'query.year'],
  ])('400 naming the parameter for %s', async (url, path) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });

  it('404 for a card that does not exist', async () => {
    expect((await get('/card/card-analytics/weather')).statusCode).toBe(404);
    expect((await get('/card/card-statistics/weather')).statusCode).toBe(404);
  });
});

describe('the pages', () => {
  it('ask for the ability the card endpoints check', async () => {
    const { dashboardsWeb, cardsWeb } = await import('./web');
    for (const page of [...dashboardsWeb.pages, ...cardsWeb.pages]) expect(page.access).toEqual(dashboardsRoutes.overview.access);
  });
});
