import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';
import { createCustomerDays } from './customer-days';
import { createInvoiceDays } from './invoice-days';

export const dashboardsMigrations: MigrationList = {
  '2026_11_26_0600_dashboards': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('site_visits')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('sessions', 'integer', (c) => c.notNull())
        .addColumn('users', 'integer', (c) => c.notNull())
        .addColumn('returning_users', 'integer', (c) => c.notNull())
        .addColumn('duration_seconds', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_visits_pk', ['day', 'device', 'browser'])
        .execute();
      await withId(db, db.schema.createTable('support_tickets'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('response_minutes', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('support_tickets_created').on('support_tickets').columns(['created_at', 'status']).execute();
      await db.schema
        .createTable('newsletter_days')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('subscribed', 'integer', (c) => c.notNull())
        .addColumn('unsubscribed', 'integer', (c) => c.notNull())
        .addColumn('sent', 'integer', (c) => c.notNull())
        .execute();
      // Profit and items sold per month read the orders' index alone (the shop's own indexes lack these columns).
      await db.schema.createIndex('orders_dashboard_sums').on('orders').columns(['placed_at', 'status', 'total_cents', 'delivery_cents', 'items_count']).execute();
      // New customers are counted by when their account was made.
      await db.schema.createIndex('accounts_created').on('accounts').column('created_at').execute();
    },
  },
  '2026_11_27_2131_dashboards_order_days': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The cards read the orders' sums per day (order_days) now, not this index.
      await db.schema.dropIndex('orders_dashboard_sums').execute();
      // Invoiced amounts per day read this index alone.
      await db.schema.createIndex('invoices_issued_total').on('invoices').columns(['issued_date', 'total_cents']).execute();
    },
  },
  '2026_11_28_0000_dashboard_sums': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createCustomerDays(db);
      await createInvoiceDays(db);
      await db.schema.dropIndex('invoices_issued_total').execute();
      // The support tracker reads its tickets off the index alone.
      await db.schema.dropIndex('support_tickets_created').execute();
      await db.schema.createIndex('support_tickets_created').on('support_tickets').columns(['created_at', 'status', 'response_minutes']).execute();
    },
  },
};
