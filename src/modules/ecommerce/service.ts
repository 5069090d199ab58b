import type { z } from 'zod';
import { sql } from 'kysely';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { offsetOf } from '@/platform/contract/lists';
import { containsText } from '@/platform/db/sql';
import type { Cart, Product, productListQuery } from './contract';
import { drawFor, fromCents, pricedTotals } from './pricing';
import type { ProductRow } from './tables';

type ListQuery = z.output<typeof productListQuery>;

interface Mine {
  wished: Set<number>;
  carted: Set<number>;
}

export function toProduct(row: ProductRow, mine: Mine): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    brand: row.brand,
    category: row.category,
    price: fromCents(row.price_cents),
    image: row.image,
    hasFreeShipping: Number(row.has_free_shipping) === 1,
    rating: Number(row.rating),
    colorOptions: JSON.parse(row.color_options) as string[],
    isInWishlist: mine.wished.has(row.id),
    isInCart: mine.carted.has(row.id),
  };
}

/** The caller's wishlist and cart entries, by which each product is marked. */
async function entriesOf(db: Db, accountId: number) {
  const [wishlist, cart] = await Promise.all([
    db.selectFrom('wishlist_items').select(['id', 'product_id']).where('account_id', '=', accountId).orderBy('id').execute(),
    db.selectFrom('cart_items').select(['id', 'product_id', 'qty']).where('account_id', '=', accountId).orderBy('id').execute(),
  ]);
  return {
    userWishlist: wishlist.map((w) => ({ id: w.id, productId: w.product_id })),
    userCart: cart.map((c) => ({ id: c.id, productId: c.product_id, qty: c.qty })),
    mine: { wished: new Set(wishlist.map((w) => w.product_id)), carted: new Set(cart.map((c) => c.product_id)) },
  };
}

/** The products the query's filters keep; `skip` leaves one filter out (its own facet counts every choice). */
function filtered(db: Db, query: ListQuery, skip?: 'category' | 'brand') {
  let select = db.selectFrom('products');
  if (query.q) select = select.where((eb) => containsText(db, eb.ref('name'), query.q));
  if (query.minPrice !== undefined) select = select.where('price_cents', '>=', Math.round(query.minPrice * 100));
  if (query.maxPrice !== undefined) select = select.where('price_cents', '<=', Math.round(query.maxPrice * 100));
  if (query.category && skip !== 'category') select = select.where('category', '=', query.category);
  if (query.brand && skip !== 'brand') select = select.where('brand', '=', query.brand);
  if (query.rating !== undefined) select = select.where('rating', '>=', query.rating);
  return select;
}

const SORTS = {
  featured: ['created_at', 'desc'],
  'price-asc': ['price_cents', 'asc'],
  'price-desc': ['price_cents', 'desc'],
} as const;

/**
 * SPEC §7: the catalogue searched by name (case-insensitive, `%` and `_` literal), filtered by price range, category,
 * brand and least rating, sorted (featured = newest first) and paged in SQL; with the caller's wishlist and cart and
 * the sidebar's facets (each facet counted under the other filters).
 */
export async function listProducts(ctx: ServiceContext, query: ListQuery) {
  const [column, direction] = SORTS[query.sortBy];
  const [totalRow, rows, categories, brands, bounds, entries] = await Promise.all([
    filtered(ctx.db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(ctx.db, query).selectAll().orderBy(column, direction).orderBy('id', direction).limit(query.perPage).offset(offsetOf(query.page, query.perPage)).execute(),
    filtered(ctx.db, query, 'category')
      .select((eb) => ['category', eb.fn.countAll<number>().as('n')])
      .groupBy('category')
      .orderBy('category')
      .execute(),
    filtered(ctx.db, query, 'brand')
      .select((eb) => ['brand', eb.fn.countAll<number>().as('n')])
      .groupBy('brand')
      .orderBy('brand')
      .execute(),
    ctx.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('price_cents').as('low'), eb.fn.max('price_cents').as('high')])
      .executeTakeFirstOrThrow(),
    entriesOf(ctx.db, ctx.user.id),
  ]);
  return {
    products: rows.map((r) => toProduct(r, entries.mine)),
    total: Number(totalRow.n),
    userWishlist: entries.userWishlist,
    userCart: entries.userCart,
    facets: {
      categories: categories.map((c) => ({ name: c.category, count: Number(c.n) })),
      brands: brands.map((b) => ({ name: b.brand, count: Number(b.n) })),
      minPrice: Math.floor(fromCents(bounds.low ?? 0)),
      maxPrice: Math.ceil(fromCents(bounds.high ?? 0)),
    },
  };
}

async function productRow(db: Db, id: number) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Product ${id} not found`);
  return row;
}

/** One product and up to eight others to show beside it: its own category first, then the best rated. */
async function withRelated(ctx: ServiceContext, row: ProductRow) {
  const [related, entries] = await Promise.all([
    ctx.db
      .selectFrom('products')
      .selectAll()
      .where('id', '!=', row.id)
      .orderBy(sql`case when category = ${row.category} then 0 else 1 end`)
      .orderBy('rating', 'desc')
      .orderBy('id')
      .limit(8)
      .execute(),
    entriesOf(ctx.db, ctx.user.id),
  ]);
  return { product: toProduct(row, entries.mine), related: related.map((r) => toProduct(r, entries.mine)) };
}

export async function getProduct(ctx: ServiceContext, id: number) {
  return withRelated(ctx, await productRow(ctx.db, id));
}

export async function getProductBySlug(ctx: ServiceContext, slug: string) {
  const row = await ctx.db.selectFrom('products').selectAll().where('slug', '=', slug.toLowerCase()).executeTakeFirst();
  if (!row) throw new NotFound(`Product ${slug} not found`);
  return withRelated(ctx, row);
}

export async function listWishlist(ctx: ServiceContext) {
  const [rows, entries] = await Promise.all([
    ctx.db.selectFrom('wishlist_items as w').innerJoin('products as p', 'p.id', 'w.product_id').selectAll('p').where('w.account_id', '=', ctx.user.id).orderBy('w.id', 'desc').execute(),
    entriesOf(ctx.db, ctx.user.id),
  ]);
  return { products: rows.map((r) => toProduct(r, entries.mine)) };
}

export async function addToWishlist(ctx: ServiceContext, productId: number) {
  await productRow(ctx.db, productId);
  await ctx.db
    .insertInto('wishlist_items')
    .values({ account_id: ctx.user.id, product_id: productId, created_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.columns(['account_id', 'product_id']).doNothing())
    .execute();
  const entry = await ctx.db.selectFrom('wishlist_items').select(['id', 'product_id']).where('account_id', '=', ctx.user.id).where('product_id', '=', productId).executeTakeFirstOrThrow();
  return { id: entry.id, productId: entry.product_id };
}

export async function removeFromWishlist(ctx: ServiceContext, productId: number) {
  await productRow(ctx.db, productId);
  await ctx.db.deleteFrom('wishlist_items').where('account_id', '=', ctx.user.id).where('product_id', '=', productId).execute();
  return { productId };
}

/** The cart's draw, made the first time the cart is seen and kept (never drawn again on a read). */
export async function ensureDraw(db: Db, accountId: number, now: Date) {
  await db
    .insertInto('cart_draws')
    .values({ account_id: accountId, ...drawFor(Math.random, now) })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return db.selectFrom('cart_draws').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
}

/** Keeps accounts.cart_items_count (the login's eCommerceCartItemsCount) equal to the lines in the cart; call inside the change's transaction. */
export async function recount(db: Db, accountId: number) {
  const { n } = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  await db.updateTable('accounts').set({ cart_items_count: Number(n) }).where('id', '=', accountId).execute();
  return Number(n);
}

/** The cart's lines joined with the catalogue, oldest line first. */
export function cartRows(db: Db, accountId: number) {
  return db.selectFrom('cart_items as c').innerJoin('products as p', 'p.id', 'c.product_id').selectAll('p').select('c.qty').where('c.account_id', '=', accountId).orderBy('c.id').execute();
}

/** SPEC §7: the cart's products with their quantities, the kept draw and the amounts priced from the catalogue. */
export async function getCart(ctx: ServiceContext): Promise<Cart> {
  return ctx.db.transaction().execute((trx) => cartOf(trx, ctx.user.id, ctx.now));
}

async function cartOf(db: Db, accountId: number, now: Date): Promise<Cart> {
  const [rows, entries] = await Promise.all([cartRows(db, accountId), entriesOf(db, accountId)]);
  const draw = await ensureDraw(db, accountId, now);
  const totals = pricedTotals(
    rows.map((r) => ({ priceCents: Number(r.price_cents), qty: r.qty, freeShipping: Number(r.has_free_shipping) === 1 })),
    draw.discount_percentage,
  );
  return {
    products: rows.map((r) => ({ ...toProduct(r, entries.mine), qty: r.qty })),
    count: rows.length,
    shippingDate: draw.shipping_date,
    offers: draw.offers,
    discountPercentage: draw.discount_percentage,
    subtotal: fromCents(totals.subtotalCents),
    discount: fromCents(totals.discountCents),
    delivery: fromCents(totals.deliveryCents),
    total: fromCents(totals.totalCents),
  };
}

/** SPEC §4: a new line holds one; a product already in the cart keeps its line as it is. */
export async function addToCart(ctx: ServiceContext, productId: number) {
  await productRow(ctx.db, productId);
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cart_items')
      .values({ account_id: ctx.user.id, product_id: productId, qty: 1, created_at: ctx.now.toISOString() })
      .onConflict((oc) => oc.columns(['account_id', 'product_id']).doNothing())
      .execute();
    await ensureDraw(trx, ctx.user.id, ctx.now);
    const count = await recount(trx, ctx.user.id);
    const line = await trx.selectFrom('cart_items').select(['id', 'product_id', 'qty']).where('account_id', '=', ctx.user.id).where('product_id', '=', productId).executeTakeFirstOrThrow();
    return { id: line.id, productId: line.product_id, qty: line.qty, count };
  });
}

export async function setCartQty(ctx: ServiceContext, productId: number, qty: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const changed = await trx.updateTable('cart_items').set({ qty }).where('account_id', '=', ctx.user.id).where('product_id', '=', productId).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new NotFound(`Product ${productId} is not in the cart`);
    return cartOf(trx, ctx.user.id, ctx.now);
  });
}

export async function removeFromCart(ctx: ServiceContext, productId: number) {
  await productRow(ctx.db, productId);
  return ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('account_id', '=', ctx.user.id).where('product_id', '=', productId).execute();
    return { productId, count: await recount(trx, ctx.user.id) };
  });
}
