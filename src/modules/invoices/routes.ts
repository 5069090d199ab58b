import { defineRoutes } from '@/platform/contract/define-routes';
import { invoiceAccess } from './access';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export const INVOICE_SORT_COLUMNS = ['id', 'issuedDate', 'dueDate', 'total', 'balance', 'invoiceStatus', 'service', 'client.name', 'client.companyEmail', 'client.company', 'client.country'] as const;
export const PAYMENT_METHODS = ['cash', 'bank-transfer', 'debit', 'credit', 'paypal'] as const;

export const invoicesRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/invoice/invoices', access: invoiceAccess('read') },
  get: { method: 'GET', path: '/invoice/invoices/:id', access: invoiceAccess('read') },
  clients: { method: 'GET', path: '/invoice/clients', access: invoiceAccess('read') },
  addClient: { method: 'POST', path: '/apps/invoice/add-client', access: invoiceAccess('create') },
  add: { method: 'POST', path: '/apps/invoice/add', access: invoiceAccess('create') },
  update: { method: 'POST', path: '/apps/invoice/update', access: invoiceAccess('update') },
  addPayment: { method: 'POST', path: '/apps/invoice/add-payment', access: invoiceAccess('update') },
  send: { method: 'POST', path: '/apps/invoice/send', access: invoiceAccess('update') },
  remove: { method: 'DELETE', path: '/apps/invoice/delete', access: invoiceAccess('delete') },
});
