import { defineRoutes } from '@/platform/contract/define-routes';

/**
 * The data sets the chart pages draw: monthly sales by channel, visits by source, daily temperatures, heights and
 * weights, team skills, weekly activity by hour, a share's daily prices and goals reached.
 */
export const CHART_KINDS = ['sales', 'traffic', 'temperature', 'sizes', 'skills', 'activity', 'stock', 'goals'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export const chartRoutes = defineRoutes({
  data: { method: 'GET', path: '/charts/data', access: 'signed-in' },
});
