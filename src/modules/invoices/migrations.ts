import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { isSqlite, withColumn, withId } from '@/platform/db/sql';
import { createSearchIndex } from '@/platform/db/search';
import { INVOICE_SEARCH } from './search';

export const invoicesMigrations: MigrationList = {
  '2026_11_23_0200_invoices': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('invoice_clients'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('company_email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(db, db.schema.createTable('invoices'))
        .addColumn('client_id', 'integer', (c) => c.references('invoice_clients.id').onDelete('set null'))
        .addColumn('issued_date', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
        .addColumn('tax_rate', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('balance_cents', 'bigint', (c) => c.notNull())
        .addColumn('invoice_status', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('client_name', 'text', (c) => c.notNull())
        .addColumn('client_company', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('client_email', 'text', (c) => c.notNull())
        .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('client_country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('client_contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('amounts_text', 'text', (c) => c.notNull())
        .execute();
      // Every sortable column has an index (text ones case-insensitive, as the list sorts them); status filters with the default order.
      for (const column of ['client_name', 'client_email', 'client_company', 'client_country', 'service']) {
        await db.schema.createIndex(`invoices_${column}_ci`).on('invoices').expression(sql`lower(${sql.ref(column)})`).execute();
      }
      for (const column of ['issued_date', 'due_date', 'total_cents', 'balance_cents']) {
        await db.schema.createIndex(`invoices_${column}`).on('invoices').columns([column, 'id']).execute();
      }
      await db.schema.createIndex('invoices_status').on('invoices').columns(['invoice_status', 'id']).execute();

      await withId(db, db.schema.createTable('invoice_items'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cost_cents', 'bigint', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invoice_items_invoice').on('invoice_items').columns(['invoice_id', 'position']).execute();

      await withId(db, db.schema.createTable('invoice_payments'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('paid_on', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('invoice_payments_invoice').on('invoice_payments').column('invoice_id').execute();
    },
  },
  // The search at 72,000 invoices and more: a trigram index over the searched fields.
  '2026_11_24_0900_invoice_search': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createSearchIndex(db, INVOICE_SEARCH);
      // A status with the client's name, the list's most asked-for pair.
      await sql`create index invoices_status_client_name on invoices (invoice_status, lower(client_name), id)`.execute(db);
      if (isSqlite(db)) return;
      // PostgreSQL indexes hold no row id of their own: the text sorts' indexes are made again with the id as a tie-break.
      for (const column of ['client_name', 'client_email', 'client_company', 'client_country', 'service']) {
        await sql`drop index ${sql.id(`invoices_${column}_ci`)}`.execute(db);
        await sql`create index ${sql.id(`invoices_${column}_ci`)} on invoices (lower(${sql.ref(column)}), id) ${withColumn(db, column)}`.execute(db);
      }
    },
  },
};
