import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { isSqlite, standAsideInBulkLoad, withId } from '@/platform/db/sql';

// The orders' sums per day and status (order_days), shared by the migrations that made and changed them. Those
// migrations are frozen: a change to this SQL is a new migration's, never an edit here.

/** Every order counted into its day and status, from the orders there are. */
const orderDaysFromOrders = sql`insert into order_days (day, status, orders, total_cents, delivery_cents, items)
        select substr(placed_at, 1, 10), status, count(*), sum(total_cents), sum(delivery_cents), sum(items_count) from orders group by 1, 2`;
// Every write to an order moves its day's sums: the old row's taken out, the new row's put in.
const add = (row: 'new') => sql`insert into order_days (day, status, orders, total_cents, delivery_cents, items)
        values (substr(${sql.raw(row)}.placed_at, 1, 10), ${sql.raw(row)}.status, 1, ${sql.raw(row)}.total_cents, ${sql.raw(row)}.delivery_cents, ${sql.raw(row)}.items_count)
        on conflict (day, status) do update set orders = order_days.orders + 1, total_cents = order_days.total_cents + excluded.total_cents,
          delivery_cents = order_days.delivery_cents + excluded.delivery_cents, items = order_days.items + excluded.items`;
const take = (row: 'old') => sql`update order_days set orders = orders - 1, total_cents = total_cents - ${sql.raw(row)}.total_cents,
          delivery_cents = delivery_cents - ${sql.raw(row)}.delivery_cents, items = items - ${sql.raw(row)}.items_count
        where day = substr(${sql.raw(row)}.placed_at, 1, 10) and status = ${sql.raw(row)}.status`;

/** The sums counted afresh from the orders there are (after the seed, whose writes the triggers stood aside from). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fillOrderDays(db: Kysely<any>) {
  await db.deleteFrom('order_days').execute();
  await orderDaysFromOrders.execute(db);
}

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
  '2026_11_27_2130_order_days': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_days')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('delivery_cents', 'bigint', (c) => c.notNull())
        .addColumn('items', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_days_pk', ['day', 'status'])
        .execute();
      await orderDaysFromOrders.execute(db);
      if (isSqlite(db)) {
        await sql`create trigger order_days_insert after insert on orders begin ${add('new')}; end`.execute(db);
        await sql`create trigger order_days_delete after delete on orders begin ${take('old')}; end`.execute(db);
        await sql`create trigger order_days_update after update of placed_at, status, total_cents, delivery_cents, items_count on orders begin ${take('old')}; ${add('new')}; end`.execute(db);
      } else {
        await sql`create function order_days_keep() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then ${take('old')}; end if;
            if tg_op in ('INSERT', 'UPDATE') then ${add('new')}; end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger order_days_keep after insert or delete or update of placed_at, status, total_cents, delivery_cents, items_count on orders for each row execute function order_days_keep()`.execute(db);
      }
      // The newest orders, for the dashboard's list, read off an index in their order.
      await db.schema.createIndex('orders_recent').on('orders').columns(['placed_at', 'id']).execute();
    },
  },
  '2026_11_28_0300_order_days_bulk_load': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // On PostgreSQL the trigger stands aside during the seed's one transaction (BULK_LOAD), where each order's
      // update of the same few sums would leave ever longer chains of row versions; the module refills them after.
      // The same sums otherwise. SQLite's triggers always run.
      if (isSqlite(db)) return;
      await sql`create or replace function order_days_keep() returns trigger language plpgsql as $$
          begin
            ${standAsideInBulkLoad}
            if tg_op in ('UPDATE', 'DELETE') then ${take('old')}; end if;
            if tg_op in ('INSERT', 'UPDATE') then ${add('new')}; end if;
            return null;
          end $$`.execute(db);
    },
  },
};
