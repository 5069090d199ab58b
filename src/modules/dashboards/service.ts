import { sql } from 'kysely';
import type { Db } from '@/platform/db/database';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid } from '@/platform/contract/errors';
import { RANGES, type Range } from './routes';
import { DEVICES, BROWSERS } from './seed-names';
import { orderDaysIn, orderSums } from './order-days';
import { bucketsOf, growth, iso, isoDate, keyOf, lastDays, monthStart, money, num, onBuckets, percent, tomorrow, windowOf } from './windows';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;
const ranged = (range: Range) => ({ range, last_days: [...RANGES] });

// ---- orders (read only: the shop writes them; see order-days.ts) ----

/** Revenue in cents of the orders placed in [from, to), cancelled ones left out. */
export async function orderCents(db: Db, from: Date, to: Date): Promise<number> {
  const row = await orderDaysIn(db, from, to).select(sql<string>`coalesce(sum(total_cents), 0)`.as('v')).where('status', '<>', 'cancelled').executeTakeFirstOrThrow();
  return num(row.v);
}

/** Revenue in cents per bucket (a day or a month, by `size`), cancelled orders left out; or only those. */
const orderCentsBy = (db: Db, from: Date, to: Date, keys: string[], size: number, only?: 'cancelled') => onBuckets(db, keys, orderSums('total_cents', only ?? 'kept')(from, to, size));

const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
/** Orders per status in [from, to). */
async function orderCounts(db: Db, from: Date, to: Date): Promise<Record<(typeof ORDER_STATUSES)[number], number>> {
  const rows = await orderDaysIn(db, from, to).select(['status', sql<string>`sum(orders)`.as('n')]).groupBy('status').execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<(typeof ORDER_STATUSES)[number], number>;
  for (const row of rows) if (row.status in counts) counts[row.status as (typeof ORDER_STATUSES)[number]] = num(row.n);
  return counts;
}

/** The years that have orders, newest first. */
export async function orderYears(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('order_days').select(sql<string>`substr(day, 1, 4)`.as('year')).where('orders', '>', 0).groupBy(sql`substr(day, 1, 4)`).orderBy('year', 'desc').execute();
  return rows.map((r) => Number(r.year));
}

// ---- analytics cards ----

export async function supportTracker({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const row = await db
    .selectFrom('support_tickets')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`coalesce(sum(case when status = 'new' then 1 else 0 end), 0)`.as('fresh'),
      sql<string>`coalesce(sum(case when status = 'open' then 1 else 0 end), 0)`.as('open'),
      sql<string>`coalesce(sum(case when status = 'closed' then 1 else 0 end), 0)`.as('closed'),
      sql<string | null>`avg(response_minutes)`.as('response'),
    ])
    .where('created_at', '>=', iso(w.from))
    .where('created_at', '<', iso(w.to))
    .executeTakeFirstOrThrow();
  const total = num(row.total);
  return {
    title: 'Support Tracker',
    ...ranged(range),
    totalTicket: total,
    newTicket: num(row.fresh),
    openTicket: num(row.open),
    responseTime: Math.round(num(row.response) / 6) / 10,
    completed: percent(num(row.closed), total),
  };
}

async function visitTotals(db: Db, from: Date, to: Date) {
  const row = await db
    .selectFrom('site_visits')
    .select([sql<string>`coalesce(sum(sessions), 0)`.as('sessions'), sql<string>`coalesce(sum(users), 0)`.as('users'), sql<string>`coalesce(sum(returning_users), 0)`.as('back'), sql<string>`coalesce(sum(duration_seconds), 0)`.as('seconds')])
    .where('day', '>=', isoDate(from))
    .where('day', '<', isoDate(to))
    .executeTakeFirstOrThrow();
  return { sessions: num(row.sessions), users: num(row.users), returning: num(row.back), seconds: num(row.seconds) };
}

const visitsBy = (db: Db, from: Date, to: Date, column: 'sessions' | 'users') => {
  const { size, keys } = bucketsOf(from, to);
  return onBuckets(db, keys, sql`select ${keyOf('day', size)} as k, sum(${sql.ref(column)}) as v from site_visits where day >= ${isoDate(from)} and day < ${isoDate(to)} group by 1`).then((data) => ({ keys, data }));
};

export async function avgSessions({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const current = await visitTotals(db, w.from, w.to);
  const before = await visitTotals(db, w.prevFrom, w.prevTo);
  const { keys, data } = await visitsBy(db, w.from, w.to, 'sessions');
  return {
    ...ranged(range),
    sessions: current.sessions,
    growth: growth(current.sessions, before.sessions),
    goal: before.sessions,
    users: current.users,
    retention: percent(current.returning, current.users),
    duration: current.sessions ? Math.round(current.seconds / current.sessions) : 0,
    series: [{ name: 'sessions', data }],
    labels: keys,
  };
}

export async function revenueReport({ db }: Ctx, year: number | undefined) {
  const years = await orderYears(db);
  if (year !== undefined && !years.includes(year)) throw new Invalid('No orders that year', [{ path: 'query.year', message: 'No orders that year', code: 'invalid_value' }]);
  const chosen = year ?? years[0] ?? null;
  if (chosen === null) return { years, year: null, price: 0, budget: 0, series: [{ name: 'earning', data: Array<number>(12).fill(0) }, { name: 'expense', data: Array<number>(12).fill(0) }] };
  const from = new Date(Date.UTC(chosen, 0, 1));
  const to = new Date(Date.UTC(chosen + 1, 0, 1));
  const keys = Array.from({ length: 12 }, (_, m) => `${chosen}-${String(m + 1).padStart(2, '0')}`);
  const earning = await orderCentsBy(db, from, to, keys, 7);
  const expense = await orderCentsBy(db, from, to, keys, 7, 'cancelled');
  return {
    years,
    year: chosen,
    price: money(earning.reduce((a, b) => a + b, 0)),
    budget: money(await orderCents(db, new Date(Date.UTC(chosen - 1, 0, 1)), from)),
    series: [
      { name: 'earning', data: earning.map(money) },
      { name: 'expense', data: expense.map(money) },
    ],
  };
}

export async function goalOverview({ db, now }: Ctx) {
  const w = lastDays(now, 365);
  const c = await orderCounts(db, w.from, w.to);
  const inProgress = c.placed + c.shipped;
  return { completed: c.delivered, inProgress, percent: percent(c.delivered, c.delivered + inProgress) };
}

const cumulative = (values: number[]) => values.reduce<number[]>((acc, v) => [...acc, (acc.at(-1) ?? 0) + v], []);

export async function revenue({ db, now }: Ctx) {
  const thisFrom = monthStart(now);
  const lastFrom = monthStart(now, 1);
  const end = tomorrow(now);
  const thisKeys = bucketsOf(thisFrom, end).keys;
  const lastKeys = bucketsOf(lastFrom, thisFrom).keys;
  const thisDays = await orderCentsBy(db, thisFrom, end, thisKeys, 10);
  const lastDaysCents = await orderCentsBy(db, lastFrom, thisFrom, lastKeys, 10);
  const thisMonth = thisDays.reduce((a, b) => a + b, 0);
  const lastMonth = lastDaysCents.reduce((a, b) => a + b, 0);
  return {
    thisMonth: money(thisMonth),
    lastMonth: money(lastMonth),
    growth: growth(thisMonth, lastMonth),
    series: [
      { name: 'thisMonth', data: cumulative(thisDays).map(money) },
      { name: 'lastMonth', data: cumulative(lastDaysCents).map(money) },
    ],
  };
}

export async function productOrders({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const c = await orderCounts(db, w.from, w.to);
  const chart_info = { finished: c.delivered, pending: c.placed + c.shipped, rejected: c.cancelled };
  return { ...ranged(range), total: chart_info.finished + chart_info.pending + chart_info.rejected, chart_info };
}

const DEVICE_LOOK: Record<string, { icon: string; iconColor: string }> = {
  desktop: { icon: 'monitor', iconColor: 'primary' },
  mobile: { icon: 'smartphone', iconColor: 'warning' },
  tablet: { icon: 'tablet', iconColor: 'danger' },
};

async function sessionsPer(db: Db, column: 'device' | 'browser', from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('site_visits')
    .select([column, sql<string>`sum(sessions)`.as('v')])
    .where('day', '>=', isoDate(from))
    .where('day', '<', isoDate(to))
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [(r as Record<string, string>)[column], num(r.v)]));
}

export async function sessionsDevice({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const current = await sessionsPer(db, 'device', w.from, w.to);
  const before = await sessionsPer(db, 'device', w.prevFrom, w.prevTo);
  const total = [...current.values()].reduce((a, b) => a + b, 0);
  const beforeTotal = [...before.values()].reduce((a, b) => a + b, 0);
  return {
    ...ranged(range),
    devices: DEVICES.map((name) => {
      const usage = percent(current.get(name) ?? 0, total);
      return { name, ...DEVICE_LOOK[name], sessions: current.get(name) ?? 0, usage, upDown: Math.round((usage - percent(before.get(name) ?? 0, beforeTotal)) * 10) / 10 };
    }),
  };
}

/**
 * New accounts, and the buyers (accounts with an order) in the window; returning buyers had ordered before it.
 * Read off customer_days and customer_months (see customer-days.ts).
 */
export async function customers({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const days = await db
    .selectFrom('customer_days')
    .select([sql<string>`coalesce(sum(signups), 0)`.as('signups'), sql<string>`coalesce(sum(first_buyers), 0)`.as('first'), sql<string>`coalesce(sum(last_buyers), 0)`.as('last')])
    .where('day', '>=', isoDate(w.from))
    .where('day', '<', isoDate(w.to))
    .executeTakeFirstOrThrow();
  let buyers: number;
  let returning: number;
  if (w.to.getTime() === tomorrow(now).getTime()) {
    // A window that ends now: its buyers are the accounts whose last order is in it; those whose first order is in
    // it too are new buyers, the others returning ones.
    buyers = num(days.last);
    returning = buyers - num(days.first);
  } else {
    // Otherwise the window is a calendar month.
    const month = await db.selectFrom('customer_months').select(['buyers', 'returning_buyers']).where('month', '=', isoDate(w.from).slice(0, 7)).executeTakeFirst();
    buyers = num(month?.buyers);
    returning = num(month?.returning_buyers);
  }
  return {
    ...ranged(range),
    total: buyers,
    listData: [
      { icon: 'user-plus', iconColor: 'primary', text: 'new', result: num(days.signups) },
      { icon: 'repeat', iconColor: 'warning', text: 'returning', result: returning },
      { icon: 'shopping-bag', iconColor: 'success', text: 'buyers', result: buyers },
    ],
  };
}

// ---- the e-commerce dashboard's own cards ----

export async function overview({ db, now }: Ctx) {
  const thisMonth = await orderCents(db, monthStart(now), tomorrow(now));
  const lastMonth = await orderCents(db, monthStart(now, 1), monthStart(now));
  const year = lastDays(now, 365);
  const c = await orderCounts(db, year.from, year.to);
  const people = await db.selectFrom('customer_days').select(sql<string>`coalesce(sum(signups - removed), 0)`.as('n')).executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return {
    monthSales: money(thisMonth),
    monthGrowth: growth(thisMonth, lastMonth),
    sales: c.placed + c.shipped + c.delivered,
    customers: num(people.n),
    products: num(products.n),
    revenue: money(await orderCents(db, year.from, year.to)),
  };
}

export async function browserStates({ db, now }: Ctx, range: Range) {
  const w = windowOf(now, range);
  const per = await sessionsPer(db, 'browser', w.from, w.to);
  const total = [...per.values()].reduce((a, b) => a + b, 0);
  return { ...ranged(range), browsers: BROWSERS.map((name) => ({ name, sessions: per.get(name) ?? 0, share: percent(per.get(name) ?? 0, total) })) };
}

export async function transactions({ db }: Ctx) {
  const rows = await db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .select(['invoice_payments.id', 'invoice_payments.invoice_id', 'invoice_payments.method', 'invoice_payments.amount_cents', 'invoice_payments.paid_on', 'invoices.client_name'])
    .orderBy('invoice_payments.id', 'desc')
    .limit(5)
    .execute();
  return { transactions: rows.map((r) => ({ id: r.id, invoiceId: r.invoice_id, method: r.method, amount: money(r.amount_cents), date: r.paid_on, client: r.client_name })) };
}

export async function recentOrders({ db }: Ctx) {
  const rows = await db.selectFrom('orders').select(['id', 'full_name', 'placed_at', 'status', 'items_count', 'total_cents', 'city']).orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(6).execute();
  return { orders: rows.map((r) => ({ id: r.id, fullName: r.full_name, placedAt: r.placed_at, status: r.status, itemsCount: num(r.items_count), total: money(r.total_cents), city: r.city })) };
}
