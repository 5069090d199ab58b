import { FileText } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { invoicesRoutes } from './routes';
import { invoicePaths } from './ui/links';

const read = invoicesRoutes.list.access;

export const invoicesWeb = defineWebModule({
  name: 'invoices',
  pages: [
    { path: invoicePaths.list, page: () => import('./ui/invoice-list-page'), access: read, menu: { titleKey: 'nav.invoice', icon: FileText, section: 'apps' } },
    { path: invoicePaths.add, page: () => import('./ui/invoice-add-page'), access: invoicesRoutes.add.access },
    { path: invoicePaths.preview, page: () => import('./ui/invoice-preview-page'), access: read },
    { path: invoicePaths.edit, page: () => import('./ui/invoice-edit-page'), access: invoicesRoutes.update.access },
    { path: invoicePaths.print, page: () => import('./ui/invoice-print-page'), access: read, layout: 'blank' },
  ],
});
