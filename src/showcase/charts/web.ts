import { defineWebModule } from '@/web/web-module';

/** One page per chart library (ApexCharts, Chart.js, Recharts), each library loaded on its own page only. */
export const chartsWeb = defineWebModule({
  name: 'charts',
  pages: [
    { path: '/charts/apex', page: () => import('./ui/apex-page'), access: 'signed-in', menu: { titleKey: 'nav.chartsApex', section: 'charts' } },
    { path: '/charts/chartjs', page: () => import('./ui/chartjs-page'), access: 'signed-in', menu: { titleKey: 'nav.chartsChartjs', section: 'charts' } },
    { path: '/charts/recharts', page: () => import('./ui/recharts-page'), access: 'signed-in', menu: { titleKey: 'nav.chartsRecharts', section: 'charts' } },
  ],
});
