import { sql, type RawBuilder } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import type { Statistic } from './contract';
import { orderSums } from './order-days';
import { bucketsOf, growth, isoDate, keyOf, lastDays, monthStart, money, num, onBuckets, tomorrow, type Window } from './windows';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;
type Query = (from: Date, to: Date, size: number) => RawBuilder<{ k: string; v: unknown }>;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The last six calendar months (this one included) and the six before. */
function sixMonths(now: Date): Window {
  return { from: monthStart(now, 5), to: tomorrow(now), prevFrom: monthStart(now, 11), prevTo: monthStart(now, 5) };
}

/**
 * One statistics card: `query` summed per bucket over the chart's window, and its total over `totalWindow`
 * (the chart's own unless said) with the growth on the period before. `scale` turns cents into money.
 */
async function statistic({ db }: Ctx, name: string, query: Query, chart: Window, totalWindow: Window = chart, scale = (v: number) => v): Promise<Statistic> {
  const { size, keys } = bucketsOf(chart.from, chart.to);
  const data = await onBuckets(db, keys, query(chart.from, chart.to, size));
  const totalOf = async (from: Date, to: Date) => {
    const b = bucketsOf(from, to);
    return sum(await onBuckets(db, b.keys, query(from, to, b.size)));
  };
  const total = totalWindow === chart ? sum(data) : await totalOf(totalWindow.from, totalWindow.to);
  const before = await totalOf(totalWindow.prevFrom, totalWindow.prevTo);
  return { series: [{ name, data: data.map(scale) }], labels: keys, analyticsData: { total: scale(total), growth: growth(total, before) } };
}

const orderCount = orderSums('orders', 'all');
const visits =
  (column: 'sessions' | 'users'): Query =>
  (from, to, size) =>
    sql`select ${keyOf('day', size)} as k, sum(${sql.ref(column)}) as v from site_visits where day >= ${isoDate(from)} and day < ${isoDate(to)} group by 1`;
const signUps: Query = (from, to, size) => sql`select ${keyOf('day', size)} as k, sum(subscribed) as v from newsletter_days where day >= ${isoDate(from)} and day < ${isoDate(to)} group by 1`;

export const ordersBarChart = (ctx: Ctx) => statistic(ctx, 'orders', orderCount, lastDays(ctx.now, 7), lastDays(ctx.now, 28));
export const orders = (ctx: Ctx) => statistic(ctx, 'orders', orderCount, lastDays(ctx.now, 28));
export const siteTraffic = (ctx: Ctx) => statistic(ctx, 'sessions', visits('sessions'), lastDays(ctx.now, 28));
export const activeUsers = (ctx: Ctx) => statistic(ctx, 'users', visits('users'), lastDays(ctx.now, 28));
export const subscribers = (ctx: Ctx) => statistic(ctx, 'subscribers', signUps, lastDays(ctx.now, 28));

/** Invoiced amounts by the day they were issued. */
export const statRevenue = (ctx: Ctx) =>
  statistic(ctx, 'revenue', (from, to, size) => sql`select ${keyOf('day', size)} as k, sum(total_cents) as v from invoice_days where day >= ${isoDate(from)} and day < ${isoDate(to)} group by 1`, lastDays(ctx.now, 28), undefined, money);

/** Order totals less delivery, cancelled orders left out. */
export const profitLineChart = (ctx: Ctx) =>
  statistic(ctx, 'profit', orderSums('total_cents - delivery_cents'), sixMonths(ctx.now), undefined, money);

/** Items sold, cancelled orders left out. */
export const sales = (ctx: Ctx) =>
  statistic(ctx, 'sales', orderSums('items'), sixMonths(ctx.now));

/** The list's size at the end of each of the last six months; growth on its size six months ago. */
export async function newsletter({ db, now }: Ctx): Promise<Statistic> {
  const w = sixMonths(now);
  const { size, keys } = bucketsOf(w.from, w.to);
  const net = await onBuckets(db, keys, sql`select ${keyOf('day', size)} as k, sum(subscribed - unsubscribed) as v from newsletter_days where day >= ${isoDate(w.from)} and day < ${isoDate(w.to)} group by 1`);
  const base = await db.selectFrom('newsletter_days').select(sql<string>`coalesce(sum(subscribed - unsubscribed), 0)`.as('v')).where('day', '<', isoDate(w.from)).executeTakeFirstOrThrow();
  const data = net.reduce<number[]>((acc, v) => [...acc, (acc.at(-1) ?? num(base.v)) + v], []);
  const total = data.at(-1) ?? num(base.v);
  return { series: [{ name: 'newsletter', data }], labels: keys, analyticsData: { total, growth: growth(total, num(base.v)) } };
}
