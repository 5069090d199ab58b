import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { RANGES, dashboardsRoutes } from './routes';

const range = z.enum(RANGES);
const rangeQuery = z.object({ range: range.default('last-28-days') });
/** What a card with a time selector answers besides its figures: the range it used and the ones it offers. */
const ranged = { range, last_days: z.array(range) };
const series = z.array(z.object({ name: z.string(), data: z.array(z.number()) }));
/** A statistics card (SPEC §3): series of name and data, the buckets' keys (ISO days or months), and its headline figures. */
const statistic = z.object({ series, labels: z.array(z.string()), analyticsData: z.object({ total: z.number(), growth: z.number() }) });
const year = z.coerce.number({ error: 'Choose a year' }).int('Choose a year').min(1970, 'No orders that year').max(9999, 'No orders that year');

export const supportTracker = z.object({
  title: z.string(),
  ...ranged,
  totalTicket: z.number(),
  newTicket: z.number(),
  openTicket: z.number(),
  /** Average hours until a ticket's first answer. */
  responseTime: z.number(),
  /** Percent of the range's tickets closed. */
  completed: z.number(),
});
export const avgSessions = z.object({
  ...ranged,
  sessions: z.number(),
  /** Percent change on the period before. */
  growth: z.number(),
  /** The sessions of the period before: the figure to beat. */
  goal: z.number(),
  users: z.number(),
  /** Percent of users who had visited before. */
  retention: z.number(),
  /** Average session length in seconds. */
  duration: z.number(),
  series,
  labels: z.array(z.string()),
});
export const revenueReport = z.object({
  years: z.array(z.number()),
  year: z.number().nullable(),
  /** The year's revenue. */
  price: z.number(),
  /** The year before's revenue: what the year was planned on. */
  budget: z.number(),
  /** Twelve months of earning (orders kept) and expense (discounts given and cancelled orders). */
  series,
});
export const goalOverview = z.object({ completed: z.number(), inProgress: z.number(), percent: z.number() });
export const revenue = z.object({ thisMonth: z.number(), lastMonth: z.number(), growth: z.number(), series });
export const productOrders = z.object({ ...ranged, total: z.number(), chart_info: z.object({ finished: z.number(), pending: z.number(), rejected: z.number() }) });
export const sessionsDevice = z.object({
  ...ranged,
  devices: z.array(z.object({ icon: z.string(), name: z.string(), iconColor: z.string(), usage: z.number(), upDown: z.number(), sessions: z.number() })),
});
export const customers = z.object({ ...ranged, total: z.number(), listData: z.array(z.object({ icon: z.string(), iconColor: z.string(), text: z.string(), result: z.number() })) });
export const overview = z.object({
  monthSales: z.number(),
  monthGrowth: z.number(),
  sales: z.number(),
  customers: z.number(),
  products: z.number(),
  revenue: z.number(),
});
export const browserStates = z.object({ ...ranged, browsers: z.array(z.object({ name: z.string(), sessions: z.number(), share: z.number() })) });
export const transactions = z.object({ transactions: z.array(z.object({ id: z.number(), invoiceId: z.number(), method: z.string(), amount: z.number(), date: z.string(), client: z.string() })) });
export const recentOrders = z.object({
  orders: z.array(z.object({ id: z.number(), fullName: z.string(), placedAt: z.string(), status: z.string(), itemsCount: z.number(), total: z.number(), city: z.string() })),
});

export type Statistic = z.infer<typeof statistic>;

export * from './routes';
export const dashboardsContract = defineContract(dashboardsRoutes, {
  supportTracker: { query: rangeQuery, response: supportTracker, summary: 'Tickets of the range: total, new (unanswered), open, average hours to the first answer' },
  avgSessions: { query: rangeQuery, response: avgSessions, summary: "The site's sessions in the range against the period before" },
  revenueReport: { query: z.object({ year: year.optional() }), response: revenueReport, summary: 'One year of orders by month; the years offered are those with orders, newest first' },
  goalOverview: { response: goalOverview, summary: 'Orders of the last twelve months delivered, and still on their way' },
  revenue: { response: revenue, summary: 'Revenue of this calendar month and the last, day by day, cumulative' },
  productOrders: { query: rangeQuery, response: productOrders, summary: 'Orders of the range: delivered, placed or shipped, cancelled' },
  sessionsDevice: { query: rangeQuery, response: sessionsDevice, summary: 'Share of sessions per device, and its change on the period before' },
  customers: { query: rangeQuery, response: customers, summary: 'Customers of the range: new accounts and returning buyers' },
  ordersBarChart: { response: statistic, summary: 'Orders per day of the last week; total and growth over 28 days' },
  profitLineChart: { response: statistic, summary: 'Profit (order totals less delivery) per month of the last six months' },
  subscribers: { response: statistic, summary: 'Newsletter sign-ups per day of the last 28 days' },
  statRevenue: { response: statistic, summary: 'Invoiced amounts per day of the last 28 days' },
  sales: { response: statistic, summary: 'Items sold per month of the last six months' },
  orders: { response: statistic, summary: 'Orders per day of the last 28 days' },
  siteTraffic: { response: statistic, summary: 'Sessions per day of the last 28 days' },
  activeUsers: { response: statistic, summary: 'Active users per day of the last 28 days' },
  newsletter: { response: statistic, summary: 'Newsletter list size at the end of each of the last six months' },
  overview: { response: overview, summary: "This month's sales; orders, customers, products and revenue of the last twelve months" },
  browserStates: { query: rangeQuery, response: browserStates, summary: 'Share of sessions per browser in the range' },
  transactions: { response: transactions, summary: 'The five latest invoice payments' },
  recentOrders: { response: recentOrders, summary: 'The six latest orders' },
});
