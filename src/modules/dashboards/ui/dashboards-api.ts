import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { dashboardsContract } from '../contract';
import { dashboardsRoutes } from '../routes';

export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => {
    const c = contractEndpoints<typeof dashboardsContract>(build, dashboardsRoutes);
    return {
      supportTracker: c.query('supportTracker', 'query.range'),
      avgSessions: c.query('avgSessions', 'query.range'),
      revenueReport: c.query('revenueReport', 'query.year'),
      goalOverview: c.query('goalOverview'),
      revenueCard: c.query('revenue'),
      productOrders: c.query('productOrders', 'query.range'),
      sessionsDevice: c.query('sessionsDevice', 'query.range'),
      customersCard: c.query('customers', 'query.range'),
      ordersBarChart: c.query('ordersBarChart'),
      profitLineChart: c.query('profitLineChart'),
      subscribers: c.query('subscribers'),
      statRevenue: c.query('statRevenue'),
      sales: c.query('sales'),
      ordersStat: c.query('orders'),
      siteTraffic: c.query('siteTraffic'),
      activeUsers: c.query('activeUsers'),
      newsletter: c.query('newsletter'),
      overview: c.query('overview'),
      browserStates: c.query('browserStates', 'query.range'),
      transactions: c.query('transactions'),
      recentOrders: c.query('recentOrders'),
    };
  },
});

export const {
  useSupportTrackerQuery,
  useAvgSessionsQuery,
  useRevenueReportQuery,
  useGoalOverviewQuery,
  useRevenueCardQuery,
  useProductOrdersQuery,
  useSessionsDeviceQuery,
  useCustomersCardQuery,
  useOverviewQuery,
  useBrowserStatesQuery,
  useTransactionsQuery,
  useRecentOrdersQuery,
} = dashboardsApi;

/** The statistics cards, each its endpoint's hook (SPEC §7 names). */
export const STATISTIC_HOOKS = {
  'orders-bar-chart': dashboardsApi.useOrdersBarChartQuery,
  'profit-line-chart': dashboardsApi.useProfitLineChartQuery,
  subscribers: dashboardsApi.useSubscribersQuery,
  revenue: dashboardsApi.useStatRevenueQuery,
  sales: dashboardsApi.useSalesQuery,
  orders: dashboardsApi.useOrdersStatQuery,
  'site-traffic': dashboardsApi.useSiteTrafficQuery,
  'active-users': dashboardsApi.useActiveUsersQuery,
  newsletter: dashboardsApi.useNewsletterQuery,
};
export type StatisticName = keyof typeof STATISTIC_HOOKS;
