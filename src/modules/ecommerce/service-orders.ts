import type { z } from 'zod';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { offsetOf } from '@/platform/contract/lists';
import { cardDigits } from './card';
import type { Address, Order, addressInput, orderInput } from './contract';
import { fromCents, pricedTotals } from './pricing';
import { cartRows, ensureDraw } from './service';
import type { AddressTable, OrderLineTable, OrderRow } from './tables';

type AddressRow = Omit<AddressTable, 'id'> & { id: number };

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.full_name,
    mobile: row.mobile,
    street: row.street,
    landmark: row.landmark,
    city: row.city,
    postalCode: row.postal_code,
    state: row.state,
    addressType: row.address_type === 'office' ? 'office' : 'home',
  };
}

function toOrder(row: OrderRow, lines: Omit<OrderLineTable, 'id' | 'order_id'>[]): Order {
  return {
    id: row.id,
    placedAt: row.placed_at,
    status: row.status as Order['status'],
    itemsCount: row.items_count,
    subtotal: fromCents(row.subtotal_cents),
    discount: fromCents(row.discount_cents),
    delivery: fromCents(row.delivery_cents),
    total: fromCents(row.total_cents),
    shippingDate: row.shipping_date,
    address: { fullName: row.full_name, mobile: row.mobile, street: row.street, city: row.city, postalCode: row.postal_code, state: row.state },
    cardLast4: row.card_last4,
    lines: lines.map((l) => ({ productId: l.product_id, name: l.name, category: l.category, price: fromCents(l.price_cents), qty: l.qty, total: fromCents(l.total_cents) })),
  };
}

export async function listAddresses(ctx: ServiceContext) {
  const rows = await ctx.db.selectFrom('addresses').selectAll().where('account_id', '=', ctx.user.id).orderBy('id').execute();
  return { addresses: rows.map(toAddress) };
}

export async function addAddress(ctx: ServiceContext, input: z.output<typeof addressInput>) {
  const row = await ctx.db
    .insertInto('addresses')
    .values({
      account_id: ctx.user.id,
      full_name: input.fullName,
      mobile: input.mobile,
      street: input.street,
      landmark: input.landmark,
      city: input.city,
      postal_code: input.postalCode,
      state: input.state,
      address_type: input.addressType,
      created_at: ctx.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { address: toAddress(row) };
}

/**
 * Places the caller's cart as an order: the address must be one of theirs; lines, subtotal, discount (the kept draw),
 * delivery and total are priced here from the catalogue; the order and its lines are recorded, the cart emptied
 * (count back to 0) and its draw cleared, all in one transaction. Of the card only the last four digits are kept.
 */
export async function placeOrder(ctx: ServiceContext, input: z.output<typeof orderInput>) {
  const accountId = ctx.user.id;
  return ctx.db.transaction().execute(async (trx) => {
    const address = await trx.selectFrom('addresses').selectAll().where('id', '=', input.addressId).where('account_id', '=', accountId).executeTakeFirst();
    if (!address) {
      const message = 'Choose one of your saved addresses';
      throw new Invalid(message, [{ path: 'body.addressId', message, code: 'unknown_address' }]);
    }
    const rows = await cartRows(trx, accountId);
    if (rows.length === 0) {
      const message = 'The cart is empty';
      throw new Invalid(message, [{ path: 'cart', message, code: 'cart_empty' }]);
    }
    const draw = await ensureDraw(trx, accountId, ctx.now);
    const lines = rows.map((r) => ({ product_id: r.id, name: r.name, category: r.category, price_cents: Number(r.price_cents), qty: r.qty, total_cents: Number(r.price_cents) * r.qty }));
    const totals = pricedTotals(
      rows.map((r) => ({ priceCents: Number(r.price_cents), qty: r.qty, freeShipping: Number(r.has_free_shipping) === 1 })),
      draw.discount_percentage,
    );
    const row = await trx
      .insertInto('orders')
      .values({
        account_id: accountId,
        placed_at: ctx.now.toISOString(),
        status: 'placed',
        items_count: lines.reduce((n, l) => n + l.qty, 0),
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        delivery_cents: totals.deliveryCents,
        total_cents: totals.totalCents,
        shipping_date: draw.shipping_date,
        full_name: address.full_name,
        mobile: address.mobile,
        street: address.street,
        city: address.city,
        postal_code: address.postal_code,
        state: address.state,
        card_last4: cardDigits(input.card.number).slice(-4),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, order_id: row.id })))
      .execute();
    await trx.deleteFrom('cart_items').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('cart_draws').where('account_id', '=', accountId).execute();
    await trx.updateTable('accounts').set({ cart_items_count: 0 }).where('id', '=', accountId).execute();
    return { order: toOrder(row, lines) };
  });
}

/** The caller's own orders, newest first. */
export async function listOrders(ctx: ServiceContext, query: { page: number; perPage: number }) {
  const base = ctx.db.selectFrom('orders').where('account_id', '=', ctx.user.id);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(query.perPage).offset(offsetOf(query.page, query.perPage)).execute(),
  ]);
  return { orders: rows.map((r) => { const { lines: _, ...order } = toOrder(r, []); return order; }), total: Number(n) };
}

export async function getOrder(ctx: ServiceContext, id: number) {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (!row) throw new NotFound(`Order ${id} not found`);
  const lines = await ctx.db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute();
  return { order: toOrder(row, lines) };
}
