import { defineWebModule } from '@/web/web-module';

/** The table pages: plain table variants, and the employee table on the kit's server-side data table. */
export const tablesWeb = defineWebModule({
  name: 'tables',
  pages: [
    { path: '/tables/reactstrap', page: () => import('./ui/plain-tables-page'), access: 'signed-in', menu: { titleKey: 'nav.tablePages.reactstrap', section: 'tables' } },
    { path: '/datatables/basic', page: () => import('./ui/basic-table-page'), access: 'signed-in', menu: { titleKey: 'nav.tablePages.basic', section: 'tables' } },
    { path: '/datatables/advance', page: () => import('./ui/advanced-table-page'), access: 'signed-in', menu: { titleKey: 'nav.tablePages.advance', section: 'tables' } },
  ],
});
