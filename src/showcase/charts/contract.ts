import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { CHART_KINDS, chartRoutes } from './routes';

export const chartSeries = z.object({
  /** A stable key the page translates (`online`, `max`, `mon`…). */
  key: z.string(),
  data: z.array(z.number()),
});

export const chartData = z.object({
  kind: z.enum(CHART_KINDS),
  /** One per point: an ISO month or day, an hour, or a key the page translates (`direct`, `design`…). */
  labels: z.array(z.string()),
  series: z.array(chartSeries),
});
export type ChartData = z.infer<typeof chartData>;

export * from './routes';
export const chartsContract = defineContract(chartRoutes, {
  data: {
    query: z.object({ kind: z.enum(CHART_KINDS) }),
    response: chartData,
    summary: 'One of the chart pages’ data sets, read from the database in order: its labels and its series (the same numbers every time)',
  },
});
