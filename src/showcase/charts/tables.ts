/** The chart pages' numbers: one row per point of a series, in the order they are drawn. */
export interface ShowcaseChartPointTable {
  kind: string;
  series: string;
  series_order: number;
  position: number;
  label: string;
  value: number;
}

declare module '@/platform/db/database' {
  interface Database {
    showcase_chart_points: ShowcaseChartPointTable;
  }
}
