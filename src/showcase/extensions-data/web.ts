import { defineWebModule } from '@/web/web-module';

const menu = (page: string) => ({ titleKey: `nav.extensionsData.${page}`, section: 'extensions' as const });

/** Extensions that handle data: carousel, ratings, languages, paging, and spreadsheet import and export. */
export const extensionsDataWeb = defineWebModule({
  name: 'extensions-data',
  pages: [
    { path: '/extensions/swiper', page: () => import('./ui/swiper-page'), access: 'signed-in', menu: menu('swiper') },
    { path: '/extensions/ratings', page: () => import('./ui/ratings-page'), access: 'signed-in', menu: menu('ratings') },
    { path: '/extensions/i18n', page: () => import('./ui/i18n-page'), access: 'signed-in', menu: menu('i18n') },
    { path: '/extensions/pagination', page: () => import('./ui/pagination-page'), access: 'signed-in', menu: menu('pagination') },
    { path: '/extensions/import', page: () => import('./ui/import-page'), access: 'signed-in', menu: menu('import') },
    { path: '/extensions/export', page: () => import('./ui/export-page'), access: 'signed-in', menu: menu('export') },
    { path: '/extensions/export-selected', page: () => import('./ui/export-selected-page'), access: 'signed-in', menu: menu('exportSelected') },
  ],
});
