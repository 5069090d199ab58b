import { defineRoutes } from '@/platform/contract/define-routes';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export const INVOICE_SORT_COLUMNS = ['id', 'issuedDate', 'dueDate', 'total', 'balance', 'invoiceStatus', 'service', 'client.name', 'client.companyEmail', 'client.company', 'client.country'] as const;
export const PAYMENT_METHODS = ['cash', 'bank-transfer', 'debit', 'credit', 'paypal'] as const;
const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Invoice' }) as const;

export const invoicesRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/invoice/invoices', access: access('read') },
  get: { method: 'GET', path: '/invoice/invoices/:id', access: access('read') },
  clients: { method: 'GET', path: '/invoice/clients', access: access('read') },
  addClient: { method: 'POST', path: '/apps/invoice/add-client', access: access('create') },
  add: { method: 'POST', path: '/apps/invoice/add', access: access('create') },
  update: { method: 'POST', path: '/apps/invoice/update', access: access('update') },
  addPayment: { method: 'POST', path: '/apps/invoice/add-payment', access: access('update') },
  send: { method: 'POST', path: '/apps/invoice/send', access: access('update') },
  remove: { method: 'DELETE', path: '/apps/invoice/delete', access: access('delete') },
});
