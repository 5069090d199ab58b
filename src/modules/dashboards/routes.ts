import { defineRoutes } from '@/platform/contract/define-routes';
import { dashboardAccess } from './access';

/** The time selectors of the cards that have one (SPEC §9: Last 28 Days, Last Month, Last Year). */
export const RANGES = ['last-28-days', 'last-month', 'last-year'] as const;
export type Range = (typeof RANGES)[number];

const read = dashboardAccess('read');
const analytics = (card: string) => ({ method: 'GET', path: `/card/card-analytics/${card}`, access: read }) as const;
const statistics = (card: string) => ({ method: 'GET', path: `/card/card-statistics/${card}`, access: read }) as const;
const ecommerce = (card: string) => ({ method: 'GET', path: `/card/card-ecommerce/${card}`, access: read }) as const;

/** One endpoint per card (SPEC §7); an unknown card name is no route, so 404. */
export const dashboardsRoutes = defineRoutes({
  supportTracker: analytics('support-tracker'),
  avgSessions: analytics('avg-sessions'),
  revenueReport: analytics('revenue-report'),
  goalOverview: analytics('goal-overview'),
  revenue: analytics('revenue'),
  productOrders: analytics('product-orders'),
  sessionsDevice: analytics('sessions-device'),
  customers: analytics('customers'),
  ordersBarChart: statistics('orders-bar-chart'),
  profitLineChart: statistics('profit-line-chart'),
  subscribers: statistics('subscribers'),
  statRevenue: statistics('revenue'),
  sales: statistics('sales'),
  orders: statistics('orders'),
  siteTraffic: statistics('site-traffic'),
  activeUsers: statistics('active-users'),
  newsletter: statistics('newsletter'),
  // The e-commerce dashboard's own cards (not in SPEC §7, same rules).
  overview: ecommerce('overview'),
  browserStates: ecommerce('browser-states'),
  transactions: ecommerce('transactions'),
  recentOrders: ecommerce('recent-orders'),
});

export type CardName = keyof typeof dashboardsRoutes;
