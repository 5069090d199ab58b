import type { ServiceContext } from '@/platform/auth/context';
import type { ChartData } from './contract';
import type { ChartKind } from './routes';
import './tables';

/** One data set as the charts take it: the labels once, then each series' values in label order. */
export async function chartData(ctx: ServiceContext, kind: ChartKind): Promise<ChartData> {
  const rows = await ctx.db
    .selectFrom('showcase_chart_points')
    .select(['series', 'position', 'label', 'value'])
    .where('kind', '=', kind)
    .orderBy('series_order')
    .orderBy('position')
    .execute();
  const labels: string[] = [];
  const series = new Map<string, number[]>();
  for (const row of rows) {
    labels[row.position] = row.label;
    const values = series.get(row.series) ?? [];
    values[row.position] = Number(row.value);
    series.set(row.series, values);
  }
  return { kind, labels, series: [...series].map(([key, data]) => ({ key, data })) };
}
