import { lazy } from 'react';
import { ChartPage } from './chart-page';
import type { ChartSpec } from './chart-card';
import type { ApexType } from './apex-chart-view';

const ApexChartView = lazy(() => import('./apex-chart-view'));

const SPECS: ChartSpec<ApexType>[] = [
  { type: 'line', kind: 'sales' },
  { type: 'area', kind: 'temperature' },
  { type: 'column', kind: 'sales' },
  { type: 'bar', kind: 'traffic' },
  { type: 'scatter', kind: 'sizes' },
  { type: 'pie', kind: 'traffic' },
  { type: 'donut', kind: 'traffic' },
  { type: 'radar', kind: 'skills' },
  { type: 'radialBar', kind: 'goals' },
  { type: 'heatmap', kind: 'activity' },
  { type: 'candlestick', kind: 'stock' },
];

/** ApexCharts: each of its common chart types on the server's data sets. */
export default function ApexPage() {
  return <ChartPage library="apex" specs={SPECS} View={ApexChartView} />;
}
