import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const ecommerceMigrations: MigrationList = {
  '2026_11_25_0500_ecommerce': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('products'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('has_free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('color_options', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_created').on('products').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('products_price').on('products').columns(['price_cents', 'id']).execute();
      await db.schema.createIndex('products_name_ci').on('products').expression(sql`lower(name)`).execute();

      for (const table of ['wishlist_items', 'cart_items']) {
        let create = withId(db, db.schema.createTable(table))
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'));
        if (table === 'cart_items') create = create.addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1));
        await create.addColumn('created_at', 'text', (c) => c.notNull()).execute();
        await db.schema.createIndex(`${table}_account_product`).on(table).columns(['account_id', 'product_id']).unique().execute();
      }

      await db.schema
        .createTable('cart_draws')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('shipping_date', 'text', (c) => c.notNull())
        .addColumn('offers', 'integer', (c) => c.notNull())
        .addColumn('discount_percentage', 'integer', (c) => c.notNull())
        .execute();

      await withId(db, db.schema.createTable('addresses'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('address_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_account').on('addresses').columns(['account_id', 'id']).execute();

      await withId(db, db.schema.createTable('orders'))
        .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('placed_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('items_count', 'integer', (c) => c.notNull())
        .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
        .addColumn('discount_cents', 'bigint', (c) => c.notNull())
        .addColumn('delivery_cents', 'bigint', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('shipping_date', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('card_last4', 'text', (c) => c.notNull())
        .execute();
      // The dashboards sum orders by time; a user's orders are listed newest first.
      await db.schema.createIndex('orders_placed').on('orders').columns(['placed_at', 'total_cents']).execute();
      await db.schema.createIndex('orders_status_placed').on('orders').columns(['status', 'placed_at']).execute();
      await db.schema.createIndex('orders_account').on('orders').columns(['account_id', 'placed_at']).execute();

      await withId(db, db.schema.createTable('order_lines'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
      await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();
    },
  },
};
