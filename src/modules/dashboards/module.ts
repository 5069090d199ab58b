import { defineModule } from '@/platform/module';
import { dashboardsContract } from './contract';
import { dashboardsMigrations } from './migrations';
import { seedDashboards } from './seed';
import { fillCustomerDays } from './customer-days';
import { fillInvoiceDays } from './invoice-days';
import * as cards from './service';
import * as stats from './service-statistics';
import './tables';

export const dashboardsModule = defineModule({
  name: 'dashboards',
  contract: dashboardsContract,
  migrations: dashboardsMigrations,
  seedShared: seedDashboards,
  async refill(db) {
    await fillCustomerDays(db);
    await fillInvoiceDays(db);
  },
  handlers: {
    supportTracker: (ctx, { query }) => cards.supportTracker(ctx, query.range),
    avgSessions: (ctx, { query }) => cards.avgSessions(ctx, query.range),
    revenueReport: (ctx, { query }) => cards.revenueReport(ctx, query.year),
    goalOverview: (ctx) => cards.goalOverview(ctx),
    revenue: (ctx) => cards.revenue(ctx),
    productOrders: (ctx, { query }) => cards.productOrders(ctx, query.range),
    sessionsDevice: (ctx, { query }) => cards.sessionsDevice(ctx, query.range),
    customers: (ctx, { query }) => cards.customers(ctx, query.range),
    ordersBarChart: (ctx) => stats.ordersBarChart(ctx),
    profitLineChart: (ctx) => stats.profitLineChart(ctx),
    subscribers: (ctx) => stats.subscribers(ctx),
    statRevenue: (ctx) => stats.statRevenue(ctx),
    sales: (ctx) => stats.sales(ctx),
    orders: (ctx) => stats.orders(ctx),
    siteTraffic: (ctx) => stats.siteTraffic(ctx),
    activeUsers: (ctx) => stats.activeUsers(ctx),
    newsletter: (ctx) => stats.newsletter(ctx),
    overview: (ctx) => cards.overview(ctx),
    browserStates: (ctx, { query }) => cards.browserStates(ctx, query.range),
    transactions: (ctx) => cards.transactions(ctx),
    recentOrders: (ctx) => cards.recentOrders(ctx),
  },
});
