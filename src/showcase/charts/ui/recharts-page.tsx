import { lazy } from 'react';
import { ChartPage } from './chart-page';
import type { ChartSpec } from './chart-card';
import type { RechartsType } from './recharts-chart-view';

const RechartsChartView = lazy(() => import('./recharts-chart-view'));

const SPECS: ChartSpec<RechartsType>[] = [
  { type: 'line', kind: 'sales' },
  { type: 'area', kind: 'temperature' },
  { type: 'column', kind: 'sales' },
  { type: 'bar', kind: 'traffic' },
  { type: 'scatter', kind: 'sizes' },
  { type: 'pie', kind: 'traffic' },
  { type: 'donut', kind: 'traffic' },
  { type: 'radar', kind: 'skills' },
  { type: 'radialBar', kind: 'goals' },
];

/** Recharts: each of its common chart types on the server's data sets. */
export default function RechartsPage() {
  return <ChartPage library="recharts" specs={SPECS} View={RechartsChartView} />;
}
