import { defineWebModule } from '@/web/web-module';
import { dashboardAccess } from './access';
import { dashboardPaths } from './ui/links';

const read = dashboardAccess('read');

/** The dashboards, first in the menu. */
export const dashboardsWeb = defineWebModule({
  name: 'dashboards',
  pages: [
    { path: dashboardPaths.ecommerce, page: () => import('./ui/ecommerce-page'), access: read, menu: { titleKey: 'nav.ecommerceDashboard', section: 'dashboards' } },
    { path: dashboardPaths.analytics, page: () => import('./ui/analytics-page'), access: read, menu: { titleKey: 'nav.analyticsDashboard', section: 'dashboards' } },
  ],
});

/** The card pages, built from the dashboards' widgets. */
export const cardsWeb = defineWebModule({
  name: 'cards',
  pages: [
    { path: dashboardPaths.cardsBasic, page: () => import('./ui/cards-basic-page'), access: read, menu: { titleKey: 'nav.cardsBasic', section: 'cards' } },
    { path: dashboardPaths.cardsAdvance, page: () => import('./ui/cards-advance-page'), access: read, menu: { titleKey: 'nav.cardsAdvance', section: 'cards' } },
    { path: dashboardPaths.cardsStatistics, page: () => import('./ui/cards-statistics-page'), access: read, menu: { titleKey: 'nav.cardsStatistics', section: 'cards' } },
    { path: dashboardPaths.cardsAnalytics, page: () => import('./ui/cards-analytics-page'), access: read, menu: { titleKey: 'nav.cardsAnalytics', section: 'cards' } },
    { path: dashboardPaths.cardsAction, page: () => import('./ui/cards-action-page'), access: read, menu: { titleKey: 'nav.cardsAction', section: 'cards' } },
  ],
});
