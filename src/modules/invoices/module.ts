import { defineModule } from '@/platform/module';
import { invoicesContract } from './contract';
import { invoicesMigrations } from './migrations';
import { seedInvoices } from './seed';
import * as invoices from './service';
import * as writes from './service-writes';

export const invoicesModule = defineModule({
  name: 'invoices',
  contract: invoicesContract,
  migrations: invoicesMigrations,
  seedShared: seedInvoices,
  handlers: {
    list: (ctx, { query }) => invoices.listInvoices(ctx, query),
    get: (ctx, { params }) => invoices.getInvoice(ctx, params.id),
    clients: (ctx, { query }) => invoices.listClients(ctx, query.q),
    addClient: (ctx, { body }) => invoices.addClient(ctx, body.client),
    add: (ctx, { body }) => writes.addInvoice(ctx, body.invoice),
    update: (ctx, { body }) => writes.updateInvoice(ctx, body.id, body.invoice),
    addPayment: (ctx, { body }) => writes.addPayment(ctx, body),
    send: (ctx, { body }) => writes.sendInvoice(ctx, body),
    remove: (ctx, { body }) => invoices.deleteInvoice(ctx, body.id),
  },
});
