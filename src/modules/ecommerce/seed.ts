import type { SeedContext } from '@/platform/module';
import { isoDay } from '@/platform/db/random';
import { CATALOGUE, slugOf } from './catalogue';
import { drawFor, pricedTotals } from './pricing';
import type { OrderLineTable, OrderTable } from './tables';

const DAY = 86_400_000;
const CITIES = [
  ['Madrid', 'Madrid', '28013'],
  ['Barcelona', 'Cataluña', '08001'],
  ['Sevilla', 'Andalucía', '41001'],
  ['Valencia', 'Comunidad Valenciana', '46002'],
  ['Bilbao', 'País Vasco', '48001'],
  ['Zaragoza', 'Aragón', '50001'],
] as const;
const STREETS = ['Calle Mayor 12', 'Av. de la Constitución 4', 'Calle del Sol 27', 'Paseo de Gracia 88', 'Gran Vía 30', 'Calle Alcalá 150'];

/** The 27 products, newest first on "featured": one is added every ten days or so before today. */
export async function seedProducts({ db, now }: SeedContext) {
  await db
    .insertInto('products')
    .values(
      CATALOGUE.map((p, i) => ({
        name: p.name,
        slug: slugOf(p.name),
        description: p.description,
        brand: p.brand,
        category: p.category,
        price_cents: Math.round(p.price * 100),
        image: `/images/products/${slugOf(p.name)}.svg`,
        has_free_shipping: p.freeShipping ? 1 : 0,
        rating: p.rating,
        color_options: JSON.stringify(p.colors),
        created_at: new Date(now.getTime() - (CATALOGUE.length - i) * 9.5 * DAY).toISOString(),
      })),
    )
    .execute();
}

/**
 * About 600 orders (× scale) over the last three years by the accounts there are, so the dashboards read live
 * figures: a steady share falls in the current and the previous month, the rest spread back over time.
 */
export async function seedOrders({ db, random, now, scale }: SeedContext) {
  const products = await db.selectFrom('products').select(['id', 'name', 'category', 'price_cents', 'has_free_shipping']).orderBy('id').execute();
  // A fifth of the orders by the first accounts (the demo logins among them, so theirs have a history), the rest by anyone.
  const accounts = (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((a) => a.id);
  const regulars = accounts.slice(0, 12);
  if (products.length === 0) return;
  const count = Math.round(600 * scale);
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const BATCH = 300;
  for (let start = 0; start < count; start += BATCH) {
    const orders: Omit<OrderTable, 'id'>[] = [];
    const linesOf: Omit<OrderLineTable, 'id' | 'order_id'>[][] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      // One in ten this month, one in ten last month, the rest over three years.
      const slot = i % 10;
      const at =
        slot === 0
          ? monthStart + random.next() * Math.max(1, now.getTime() - monthStart)
          : slot === 1
            ? lastMonthStart + random.next() * (monthStart - lastMonthStart)
            : now.getTime() - random.next() * 3 * 365 * DAY;
      const placed = new Date(Math.min(at, now.getTime() - 60_000));
      const ageDays = (now.getTime() - placed.getTime()) / DAY;
      const status = random.bool(0.06) ? 'cancelled' : ageDays < 3 ? 'placed' : ageDays < 8 ? 'shipped' : 'delivered';
      const chosen = random.some(products, 1, 3);
      const lines = chosen.map((p) => {
        const qty = random.int(1, 2);
        return { product_id: p.id, name: p.name, category: p.category, price_cents: Number(p.price_cents), qty, total_cents: Number(p.price_cents) * qty };
      });
      const draw = drawFor(random.next, placed);
      const totals = pricedTotals(
        lines.map((l, k) => ({ priceCents: l.price_cents, qty: l.qty, freeShipping: chosen[k].has_free_shipping === 1 })),
        draw.discount_percentage,
      );
      const [city, state, postal] = random.pick(CITIES);
      orders.push({
        account_id: accounts.length ? random.pick(i % 5 === 2 ? regulars : accounts) : null,
        placed_at: placed.toISOString(),
        status,
        items_count: lines.reduce((n, l) => n + l.qty, 0),
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        delivery_cents: totals.deliveryCents,
        total_cents: totals.totalCents,
        shipping_date: isoDay(placed, random.int(1, 8)),
        full_name: 'Cliente de muestra',
        mobile: `+34 6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        street: random.pick(STREETS),
        city,
        postal_code: postal,
        state,
        card_last4: String(random.int(1000, 9999)),
      });
      linesOf.push(lines);
    }
    const ids = await db.insertInto('orders').values(orders).returning('id').execute();
    const lines = ids.flatMap(({ id }, i) => linesOf[i].map((l) => ({ ...l, order_id: id })));
    for (let i = 0; i < lines.length; i += 500) await db.insertInto('order_lines').values(lines.slice(i, i + 500)).execute();
  }
}

export async function seedShop(seed: SeedContext) {
  await seedProducts(seed);
  await seedOrders(seed);
}

/** A person's own shop: five lines in the cart (SPEC §9), a few wishes and one saved address. */
export async function seedShopper({ db, random, now }: SeedContext, accountId: number) {
  const products = await db.selectFrom('products').select('id').orderBy('id').execute();
  if (products.length < 8) return;
  const created = now.toISOString();
  const picked = random.some(products, 8, 8);
  const cart = picked.slice(0, 5);
  const wishes = picked.slice(5, 8);
  await db.insertInto('cart_items').values(cart.map((p) => ({ account_id: accountId, product_id: p.id, qty: 1, created_at: created }))).execute();
  await db.insertInto('wishlist_items').values(wishes.map((p) => ({ account_id: accountId, product_id: p.id, created_at: created }))).execute();
  await db.insertInto('cart_draws').values({ account_id: accountId, ...drawFor(random.next, now) }).execute();
  await db.updateTable('accounts').set({ cart_items_count: cart.length }).where('id', '=', accountId).execute();
  const account = await db.selectFrom('accounts').select('full_name').where('id', '=', accountId).executeTakeFirst();
  const [city, state, postal] = random.pick(CITIES);
  await db
    .insertInto('addresses')
    .values({ account_id: accountId, full_name: account?.full_name ?? 'Cliente', mobile: '+34 612 345 678', street: random.pick(STREETS), landmark: '', city, postal_code: postal, state, address_type: 'home', created_at: created })
    .execute();
}
