import { defineWebModule } from '@/web/web-module';
import { invoiceAccess } from './access';
import { invoicePaths } from './ui/links';

const read = invoiceAccess('read');

export const invoicesWeb = defineWebModule({
  name: 'invoices',
  pages: [
    { path: invoicePaths.list, page: () => import('./ui/invoice-list-page'), access: read, menu: { titleKey: 'nav.invoice', section: 'apps' } },
    { path: invoicePaths.add, page: () => import('./ui/invoice-add-page'), access: invoiceAccess('create') },
    { path: invoicePaths.preview, page: () => import('./ui/invoice-preview-page'), access: read },
    { path: invoicePaths.edit, page: () => import('./ui/invoice-edit-page'), access: invoiceAccess('update') },
    { path: invoicePaths.print, page: () => import('./ui/invoice-print-page'), access: read, layout: 'blank' },
  ],
});
