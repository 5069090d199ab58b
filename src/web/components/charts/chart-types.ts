/** Bootstrap colour names a chart's series may take; the chart reads their CSS variables so it follows the skin. */
export type ChartColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'danger';

export interface ChartSeries {
  label: string;
  data: number[];
  color: ChartColor;
}

export interface ChartProps {
  type: 'bar' | 'line' | 'doughnut';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, in words: its accessible name (the canvas itself says nothing). */
  summary: string;
  height?: number;
  /** Draw no axes or legend (sparklines in small cards). */
  bare?: boolean;
  /** For doughnuts: one colour per slice instead of per series. */
  sliceColors?: ChartColor[];
  format?: (value: number) => string;
}
