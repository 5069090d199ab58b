import { lazy } from 'react';
import { ChartPage } from './chart-page';
import type { ChartSpec } from './chart-card';
import type { ChartJsType } from './chartjs-chart-view';

const ChartJsChartView = lazy(() => import('./chartjs-chart-view'));

const SPECS: ChartSpec<ChartJsType>[] = [
  { type: 'line', kind: 'temperature' },
  { type: 'area', kind: 'sales' },
  { type: 'column', kind: 'sales' },
  { type: 'bar', kind: 'traffic' },
  { type: 'scatter', kind: 'sizes' },
  { type: 'bubble', kind: 'sizes' },
  { type: 'pie', kind: 'traffic' },
  { type: 'doughnut', kind: 'traffic' },
  { type: 'radar', kind: 'skills' },
  { type: 'polarArea', kind: 'goals' },
];

/** Chart.js: each of its common chart types on the server's data sets. */
export default function ChartJsPage() {
  return <ChartPage library="chartjs" specs={SPECS} View={ChartJsChartView} />;
}
