import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import { buildAbility } from '@/platform/auth/abilities';
import type { Db } from '@/platform/db/database';
import { BULK_LOAD } from '@/platform/db/sql';
import { createTestApp } from '@/server/test-app';
import * as cards from './service';
import * as stats from './service-statistics';

// A clock far from the seeded history (which ends today), so each figure comes from the rows these tests insert.
let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
const now = new Date('2035-06-15T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  const rules = [{ action: 'manage', subject: 'all' }];
  ctx = { db: t.db, now, user: { id: 1, role: 'admin', rules, ability: buildAbility(rules) } };
});
afterAll(() => t.app.close());

let n = 0;
type OrderExtra = { delivery?: number; items?: number; account?: number };
function orderRow(placedAt: string, totalCents: number, status = 'delivered', extra: OrderExtra = {}) {
  n++;
  return { account_id: extra.account ?? null, placed_at: placedAt, status, items_count: extra.items ?? 1, subtotal_cents: totalCents, discount_cents: 0, delivery_cents: extra.delivery ?? 0, total_cents: totalCents, shipping_date: placedAt.slice(0, 10), full_name: `Cliente ${n}`, mobile: '600000000', street: 'Calle 1', city: 'Sevilla', postal_code: '41001', state: 'Andalucía', card_last4: '4242' };
}
async function order(placedAt: string, totalCents: number, status = 'delivered', extra: OrderExtra = {}) {
  await t.db.insertInto('orders').values(orderRow(placedAt, totalCents, status, extra)).execute();
}

describe('orders: revenue, goal, product orders', () => {
  it('revenue: this month and last, cancelled orders left out; an added order moves it', async () => {
    await order('2035-06-02T10:00:00Z', 10_000);
    await order('2035-06-10T10:00:00Z', 2_550);
    await order('2035-06-11T10:00:00Z', 99_999, 'cancelled');
    await order('2035-05-20T10:00:00Z', 4_000);
    const before = await cards.revenue(ctx);
    expect(before).toMatchObject({ thisMonth: 125.5, lastMonth: 40, growth: 213.8 });
    expect(before.series[0].data).toHaveLength(15);
    expect(before.series[0].data.at(-1)).toBe(125.5);
    expect(before.series[1].data).toHaveLength(31);
    await order('2035-06-15T09:00:00Z', 500);
    expect((await cards.revenue(ctx)).thisMonth).toBe(130.5);
  });

  it('product orders per range: delivered finished, placed and shipped pending, cancelled rejected', async () => {
    const base = (await cards.productOrders(ctx, 'last-28-days')).chart_info;
    await order('2035-06-14T08:00:00Z', 100, 'placed');
    await order('2035-06-14T08:00:00Z', 100, 'shipped');
    await order('2035-06-14T08:00:00Z', 100, 'cancelled');
    const after = await cards.productOrders(ctx, 'last-28-days');
    expect(after.chart_info).toEqual({ finished: base.finished, pending: base.pending + 2, rejected: base.rejected + 1 });
    expect(after.last_days).toEqual(['last-28-days', 'last-month', 'last-year']);
    // Last Month is May 2035: one delivered order.
    expect((await cards.productOrders(ctx, 'last-month')).chart_info).toEqual({ finished: 1, pending: 0, rejected: 0 });
  });

  it('goal overview: delivered against still on the way, over twelve months', async () => {
    const g = await cards.goalOverview(ctx);
    expect(g.completed).toBeGreaterThanOrEqual(4);
    await order('2035-01-05T08:00:00Z', 100, 'placed');
    const after = await cards.goalOverview(ctx);
    expect(after.inProgress).toBe(g.inProgress + 1);
    expect(after.percent).toBeCloseTo((after.completed / (after.completed + after.inProgress)) * 100, 0);
  });

  it('revenue report: years with orders newest first, monthly earning and expense, last year as budget; an unknown year is refused', async () => {
    await order('2034-03-03T08:00:00Z', 7_000);
    await order('2034-03-04T08:00:00Z', 1_000, 'cancelled');
    const report = await cards.revenueReport(ctx, 2034);
    expect(report.years.slice(0, 2)).toEqual([2035, 2034]);
    expect(report.year).toBe(2034);
    expect(report.price).toBe(70);
    expect(report.series[0].data[2]).toBe(70);
    expect(report.series[1].data[2]).toBe(10);
    const latest = await cards.revenueReport(ctx, undefined);
    expect(latest.year).toBe(2035);
    expect(latest.budget).toBe(70);
    await expect(cards.revenueReport(ctx, 2099)).rejects.toMatchObject({ status: 400, issues: [{ path: 'query.year' }] });
  });

  it('statistics: orders per day of the week, items sold and profit per month', async () => {
    const week = await stats.ordersBarChart(ctx);
    expect(week.labels).toHaveLength(7);
    expect(week.labels.at(-1)).toBe('2035-06-15');
    const today = week.series[0].data.at(-1)!;
    await order('2035-06-15T11:00:00Z', 1_000, 'placed', { delivery: 300, items: 4 });
    const after = await stats.ordersBarChart(ctx);
    expect(after.series[0].data.at(-1)).toBe(today + 1);
    expect(after.analyticsData.total).toBe(week.analyticsData.total + 1);
    const profit = await stats.profitLineChart(ctx);
    expect(profit.labels).toEqual(['2035-01', '2035-02', '2035-03', '2035-04', '2035-05', '2035-06']);
    const sold = await stats.sales(ctx);
    await order('2035-06-15T11:30:00Z', 2_000, 'placed', { delivery: 500, items: 3 });
    expect((await stats.sales(ctx)).series[0].data.at(-1)).toBe(sold.series[0].data.at(-1)! + 3);
    expect((await stats.profitLineChart(ctx)).series[0].data.at(-1)).toBe(profit.series[0].data.at(-1)! + 15);
  });
});

describe('traffic, tickets, newsletter, invoices', () => {
  it('avg sessions and devices from the daily visits, against the period before', async () => {
    const visit = (day: string, device: string, sessions: number) =>
      t.db.insertInto('site_visits').values({ day, device, browser: 'chrome', sessions, users: sessions / 2, returning_users: sessions / 4, duration_seconds: sessions * 100 }).execute();
    await visit('2035-06-10', 'desktop', 300);
    await visit('2035-06-10', 'mobile', 100);
    await visit('2035-05-01', 'desktop', 200);
    const s = await cards.avgSessions(ctx, 'last-28-days');
    expect(s).toMatchObject({ sessions: 400, users: 200, retention: 50, duration: 100, goal: 200, growth: 100 });
    expect(s.labels).toHaveLength(28);
    expect(s.series[0].data[s.labels.indexOf('2035-06-10')]).toBe(400);
    const d = await cards.sessionsDevice(ctx, 'last-28-days');
    expect(d.devices.map((x) => [x.name, x.usage, x.upDown])).toEqual([['desktop', 75, -25], ['mobile', 25, 25], ['tablet', 0, 0]]);
    expect((await cards.browserStates(ctx, 'last-28-days')).browsers[0]).toEqual({ name: 'chrome', sessions: 400, share: 100 });
    expect((await stats.siteTraffic(ctx)).analyticsData).toEqual({ total: 400, growth: 100 });
  });

  it('support tracker: tickets of the range by state and the average first answer', async () => {
    await t.db
      .insertInto('support_tickets')
      .values([
        { created_at: '2035-06-01T10:00:00Z', status: 'new', response_minutes: null },
        { created_at: '2035-06-02T10:00:00Z', status: 'open', response_minutes: 60 },
        { created_at: '2035-06-03T10:00:00Z', status: 'closed', response_minutes: 180 },
        { created_at: '2035-04-03T10:00:00Z', status: 'closed', response_minutes: 1 },
      ])
      .execute();
    expect(await cards.supportTracker(ctx, 'last-28-days')).toMatchObject({ totalTicket: 3, newTicket: 1, openTicket: 1, responseTime: 2, completed: 33.3 });
    expect((await cards.supportTracker(ctx, 'last-month')).totalTicket).toBe(0);
    expect((await cards.supportTracker(ctx, 'last-year')).totalTicket).toBe(4);
  });

  it('newsletter: sign-ups per day and the list size per month', async () => {
    await t.db.insertInto('newsletter_days').values([{ day: '2035-06-12', subscribed: 30, unsubscribed: 5, sent: 1 }]).execute();
    expect((await stats.subscribers(ctx)).analyticsData.total).toBe(30);
    const list = await stats.newsletter(ctx);
    expect(list.series[0].data.at(-1)! - list.series[0].data.at(-2)!).toBe(25);
  });

  it('invoiced revenue per day moves with an added, edited and removed invoice', async () => {
    const before = await stats.statRevenue(ctx);
    const { id } = await t.db
      .insertInto('invoices')
      .values({ client_id: null, issued_date: '2035-06-14', due_date: '2035-07-14', service: 'Soporte', subtotal_cents: 12_345, tax_rate: 0, total_cents: 12_345, balance_cents: 12_345, invoice_status: 'Draft', avatar: '', note: '', client_name: 'Ana', client_company: '', client_email: 'ana@example.com', client_address: '', client_country: '', client_contact: '', amounts_text: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await stats.statRevenue(ctx);
    expect(after.analyticsData.total).toBeCloseTo(before.analyticsData.total + 123.45, 2);
    expect(after.series[0].data[after.labels.indexOf('2035-06-14')]).toBeCloseTo(123.45, 2);
    // Re-dated and repriced, the amount moves to its new day; removed, it is gone.
    await t.db.updateTable('invoices').set({ issued_date: '2035-06-12', total_cents: 20_000 }).where('id', '=', id).execute();
    const edited = await stats.statRevenue(ctx);
    expect(edited.series[0].data[edited.labels.indexOf('2035-06-14')]).toBe(0);
    expect(edited.series[0].data[edited.labels.indexOf('2035-06-12')]).toBeCloseTo(200, 2);
    await t.db.deleteFrom('invoices').where('id', '=', id).execute();
    expect((await stats.statRevenue(ctx)).analyticsData.total).toBeCloseTo(before.analyticsData.total, 2);
  });
});

const account = async (email: string, createdAt: string) =>
  (await t.db.insertInto('accounts').values({ email, username: email.split('@')[0], full_name: email, password_hash: 'x', role: 'client', ability: '[]', cart_items_count: 0, created_at: createdAt }).returning('id').executeTakeFirstOrThrow()).id;

describe('customers', () => {
  it('counts buyers once however many orders they placed, returning ones by an order before the window, and new accounts', async () => {
    const window = { now: new Date('2037-03-20T12:00:00Z') };
    const monthAfter = { now: new Date('2037-04-02T12:00:00Z') };
    const before = await cards.customers({ ...ctx, ...window }, 'last-28-days');
    const beforeMonth = await cards.customers({ ...ctx, ...monthAfter }, 'last-month');
    const old = await account('antigua@example.com', '2030-01-01T00:00:00Z');
    const fresh = await account('nueva@example.com', '2037-03-10T00:00:00Z');
    await order('2037-03-11T08:00:00Z', 100, 'placed', { account: old });
    await order('2037-03-12T08:00:00Z', 100, 'placed', { account: old });
    await order('2037-03-12T09:00:00Z', 100, 'placed', { account: fresh });
    // An order before the window makes a returning buyer of the account, not a second buyer.
    await order('2037-01-01T08:00:00Z', 100, 'placed', { account: fresh });
    const after = await cards.customers({ ...ctx, ...window }, 'last-28-days');
    expect(after.total).toBe(before.total + 2);
    expect(after.listData.map((item) => item.result)).toEqual([before.listData[0].result + 1, before.listData[1].result + 1, before.listData[2].result + 2]);
    // Last Month (March, seen in April) counts the same two buyers off the months' sums.
    const afterMonth = await cards.customers({ ...ctx, ...monthAfter }, 'last-month');
    expect(afterMonth.listData.map((item) => item.result)).toEqual([beforeMonth.listData[0].result + 1, beforeMonth.listData[1].result + 1, beforeMonth.listData[2].result + 2]);
  });
});

describe('customer_days and customer_months, the sums the customers card reads', () => {
  const keyed = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r).map(String));
  const spans = sql`(select substr(min(placed_at), 1, 10) as first_day, substr(max(placed_at), 1, 10) as last_day from orders where account_id is not null group by account_id) spans`;
  const expectedDays = async () =>
    (await sql<Record<string, unknown>>`select day, sum(signups) as s, sum(removed) as r, sum(first_buyers) as f, sum(last_buyers) as l from (
      select substr(created_at, 1, 10) as day, 1 as signups, case when deleted_at is null then 0 else 1 end as removed, 0 as first_buyers, 0 as last_buyers from accounts
      union all select first_day, 0, 0, 1, 0 from ${spans}
      union all select last_day, 0, 0, 0, 1 from ${spans}) x group by day order by day`.execute(t.db)).rows;
  const expectedMonths = async () =>
    (await sql<Record<string, unknown>>`select m.month, count(*) as b, sum(case when m.month > f.month then 1 else 0 end) as r
      from (select distinct account_id, substr(placed_at, 1, 7) as month from orders where account_id is not null) m
      join (select account_id, min(substr(placed_at, 1, 7)) as month from orders where account_id is not null group by account_id) f on f.account_id = m.account_id
      group by m.month order by m.month`.execute(t.db)).rows;
  const same = async () => {
    const days = await t.db.selectFrom('customer_days').select(['day', 'signups', 'removed', 'first_buyers', 'last_buyers']).orderBy('day').execute();
    expect(keyed(days.filter((r) => [r.signups, r.removed, r.first_buyers, r.last_buyers].some((c) => Number(c) !== 0)))).toEqual(keyed(await expectedDays()));
    const months = await t.db.selectFrom('customer_months').select(['month', 'buyers', 'returning_buyers']).orderBy('month').execute();
    expect(keyed(months.filter((r) => Number(r.buyers) !== 0 || Number(r.returning_buyers) !== 0))).toEqual(keyed(await expectedMonths()));
  };

  it('follow orders and accounts written in any order, moved, removed and restored, on each engine', async () => {
    const people = [await account('sumas-1@example.com', '2038-01-03T10:00:00Z'), await account('sumas-2@example.com', '2038-01-03T11:00:00Z'), await account('sumas-3@example.com', '2038-02-20T09:00:00Z')];
    // Several orders of one account in one statement: each row sees the ones written before it, on each engine.
    const row = (placedAt: string, account: number) => ({ account_id: account, placed_at: placedAt, status: 'placed', items_count: 1, subtotal_cents: 100, discount_cents: 0, delivery_cents: 0, total_cents: 100, shipping_date: placedAt.slice(0, 10), full_name: 'Cliente', mobile: '600000000', street: 'Calle 1', city: 'Sevilla', postal_code: '41001', state: 'Andalucía', card_last4: '4242' });
    await t.db.insertInto('orders').values([row('2038-03-09T10:00:00Z', people[2]), row('2038-01-05T10:00:00Z', people[2]), row('2038-03-01T10:00:00Z', people[2])]).execute();
    await same();
    let seed = 7;
    const pick = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const when = () => `2038-0${1 + pick(4)}-${String(1 + pick(28)).padStart(2, '0')}T${String(pick(24)).padStart(2, '0')}:00:00Z`;
    for (let step = 0; step < 40; step++) {
      const ids = (await t.db.selectFrom('orders').select('id').where('placed_at', '>=', '2038-01-01').orderBy('id').execute()).map((r) => r.id);
      const kind = ids.length < 4 ? 0 : pick(5);
      if (kind <= 1) await order(when(), 100, 'placed', { account: people[pick(3)] });
      else if (kind === 2) await t.db.updateTable('orders').set({ placed_at: when() }).where('id', '=', ids[pick(ids.length)]).execute();
      else if (kind === 3) await t.db.updateTable('orders').set({ account_id: people[pick(3)] }).where('id', '=', ids[pick(ids.length)]).execute();
      else await t.db.deleteFrom('orders').where('id', '=', ids[pick(ids.length)]).execute();
      await same();
    }
    // An account removed and restored, then deleted for good (its orders kept, without their account).
    await t.db.updateTable('accounts').set({ deleted_at: '2038-03-01T00:00:00Z' }).where('id', '=', people[0]).execute();
    await same();
    await t.db.updateTable('accounts').set({ deleted_at: null }).where('id', '=', people[0]).execute();
    await same();
    await t.db.deleteFrom('accounts').where('id', '=', people[1]).execute();
    await same();
  });
});

describe('order_days, the orders summed per day that the cards read', () => {
  const fromOrders = (db: Db = t.db, from = '2036-01-01', to = '2037-01-01') =>
    db
      .selectFrom('orders')
      .select([sql<string>`substr(placed_at, 1, 10)`.as('day'), 'status', sql<string>`count(*)`.as('orders'), sql<string>`sum(total_cents)`.as('total_cents'), sql<string>`sum(delivery_cents)`.as('delivery_cents'), sql<string>`sum(items_count)`.as('items')])
      .where('placed_at', '>=', from)
      .where('placed_at', '<', to)
      .groupBy([sql`substr(placed_at, 1, 10)`, 'status'])
      .orderBy('day')
      .orderBy('status')
      .execute();
  const kept = (db: Db = t.db, from = '2036-01-01', to = '2037-01-01') =>
    db.selectFrom('order_days').select(['day', 'status', 'orders', 'total_cents', 'delivery_cents', 'items']).where('day', '>=', from).where('day', '<', to).where('orders', '>', 0).orderBy('day').orderBy('status').execute();
  const keyed = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r).map(String));
  const same = async () => expect(keyed(await kept())).toEqual(keyed(await fromOrders()));

  it('after the seed, equal the orders counted afresh, on each engine (on PostgreSQL refilled once the rows are in)', async () => {
    // Every day there is: the seeded history (up to today) and the days the tests above wrote since, triggers on.
    const all = await fromOrders(t.db, '0000', '9999');
    expect(all.filter((r) => r.day < '2030').length).toBeGreaterThan(300);
    expect(keyed(await kept(t.db, '0000', '9999'))).toEqual(keyed(all));
    // Nor a count below zero.
    expect(await t.db.selectFrom('order_days').select('day').where('orders', '<', 0).execute()).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_POSTGRES_URL))('on PostgreSQL stand aside while the seed writes in bulk (the refill above counts them)', async () => {
    const days = (db: Db) => kept(db, '2039-01-01', '2040-01-01');
    const rollback = new Error('rolled back: nothing of it is kept');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`select set_config(${BULK_LOAD}, 'on', true)`.execute(trx);
        await trx.insertInto('orders').values([orderRow('2039-02-01T10:00:00Z', 300), orderRow('2039-02-01T11:00:00Z', 500)]).execute();
        await trx.updateTable('orders').set({ status: 'shipped' }).where('placed_at', '=', '2039-02-01T11:00:00Z').execute();
        await trx.deleteFrom('orders').where('placed_at', '=', '2039-02-01T10:00:00Z').execute();
        expect(await days(trx)).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // Outside it the trigger keeps them again.
    await order('2039-02-01T10:00:00Z', 300, 'placed');
    expect(keyed(await days(t.db))).toEqual([['2039-02-01', 'placed', '1', '300', '0', '1']]);
  });

  it('follow every insert, change and removal of an order, on each engine', async () => {
    await order('2036-01-05T08:00:00Z', 1_000, 'placed', { delivery: 100, items: 2 });
    await order('2036-01-05T18:00:00Z', 2_500, 'placed', { delivery: 0, items: 1 });
    await order('2036-01-06T09:00:00Z', 700, 'shipped', { delivery: 50, items: 3 });
    await same();
    expect(await kept()).toHaveLength(2);

    // Shipped, moved to another day, repriced, then removed: the sums follow each time.
    const [first] = await t.db.selectFrom('orders').select('id').where('placed_at', '=', '2036-01-05T08:00:00Z').execute();
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', first.id).execute();
    await same();
    await t.db.updateTable('orders').set({ placed_at: '2036-01-07T10:00:00Z', total_cents: 1_200 }).where('id', '=', first.id).execute();
    await same();
    await t.db.deleteFrom('orders').where('id', '=', first.id).execute();
    await same();
    expect((await kept()).map((r) => `${r.day} ${r.status} ${r.orders}`)).toEqual(['2036-01-05 placed 1', '2036-01-06 shipped 1']);
  });
});
