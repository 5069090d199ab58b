import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { AppError } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { orderInput, productListQuery } from './contract';
import { addAddress, placeOrder } from './service-orders';
import { addToCart, addToWishlist, getCart, getProductBySlug, listProducts, listWishlist, removeFromCart, setCartQty } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date('2026-11-22T10:00:00Z');
const rules = [{ action: 'manage', subject: 'all' }];

/** A fresh account with nothing in its cart or wishlist, so every count here is the test's own. */
async function shopper(name: string): Promise<ServiceContext> {
  const { id } = await t.db
    .insertInto('accounts')
    .values({ full_name: name, username: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { db: t.db, now, user: { id, role: 'admin', rules, ability: buildAbility(rules) } };
}
const countOf = async (ctx: ServiceContext) => (await t.db.selectFrom('accounts').select('cart_items_count').where('id', '=', ctx.user.id).executeTakeFirstOrThrow()).cart_items_count;
const card = { number: '4242 4242 4242 4242', name: 'Ana Pérez', expiry: '12/30', cvv: '123' };
const place = (ctx: ServiceContext, addressId: number) => placeOrder(ctx, orderInput.parse({ addressId, card }));
const newAddress = (ctx: ServiceContext) => addAddress(ctx, { fullName: 'Ana Pérez', mobile: '+34 600 000 000', street: 'Calle Mayor 1', landmark: '', city: 'Madrid', postalCode: '28013', state: 'Madrid', addressType: 'home' });

let ana: ServiceContext;
let ben: ServiceContext;
const list = (query: Record<string, unknown> = {}) => listProducts(ana, productListQuery.parse(query));

beforeAll(async () => {
  t = await createTestApp();
  ana = await shopper('Ana');
  ben = await shopper('Ben');
});
afterAll(() => t.app.close());

describe('catalogue (SPEC §7, §9)', () => {
  it('27 products, 9 a page, newest first by default', async () => {
    const first = await list();
    expect(first.total).toBe(27);
    expect(first.products).toHaveLength(9);
    const all = await list({ perPage: 27 });
    const dates = all.products.map((p) => p.id);
    const rows = await t.db.selectFrom('products').select(['id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(dates).toEqual(rows.map((r) => r.id));
    expect((await list({ page: 3 })).products).toHaveLength(9);
    expect((await list({ page: 4 })).products).toHaveLength(0);
  });
  it('sorts by price both ways', async () => {
    const up = (await list({ sortBy: 'price-asc', perPage: 27 })).products.map((p) => p.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ sortBy: 'price-desc', perPage: 27 })).products.map((p) => p.price);
    expect(down).toEqual([...up].reverse());
  });
  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const found = await list({ q: 'NIMBUS' });
    expect(found.total).toBe(4);
    expect(found.products.every((p) => p.name.toLowerCase().includes('nimbus'))).toBe(true);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
  });
  it('filters by price range, category, brand and least rating; facets count under the other filters', async () => {
    const ranged = await list({ minPrice: 100, maxPrice: 300, perPage: 27 });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.products.every((p) => p.price >= 100 && p.price <= 300)).toBe(true);
    const phones = await list({ category: 'Cell Phones' });
    expect(phones.total).toBe(4);
    expect(phones.facets.categories.find((c) => c.name === 'Computers')?.count).toBe(4);
    expect(phones.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(4);
    const good = await list({ rating: 4, brand: 'Solano', perPage: 27 });
    expect(good.products.every((p) => p.rating >= 4 && p.brand === 'Solano')).toBe(true);
    expect(good.total).toBe(3);
    expect(phones.facets.minPrice).toBeLessThan(phones.facets.maxPrice);
  });
  it('finds a product by slug with related ones of its category first; unknown slug is 404', async () => {
    const { product, related } = await getProductBySlug(ana, 'orbit-fold-2');
    expect(product.name).toBe('Orbit Fold 2');
    expect(related[0].category).toBe('Cell Phones');
    expect(related.some((p) => p.id === product.id)).toBe(false);
    await expect(getProductBySlug(ana, 'no-such-thing')).rejects.toMatchObject({ status: 404 });
  });
});

describe('wishlist and cart per person', () => {
  it('a new cart line holds one; adding again keeps it; the account count follows', async () => {
    const [a, b] = (await list({ perPage: 2 })).products;
    const line = await addToCart(ana, a.id);
    expect(line).toMatchObject({ productId: a.id, qty: 1, count: 1 });
    await setCartQty(ana, a.id, 3);
    expect((await addToCart(ana, a.id)).qty).toBe(3);
    await addToCart(ana, b.id);
    expect(await countOf(ana)).toBe(2);
    expect((await getCart(ben)).count).toBe(0);
    const listed = await list({ perPage: 2 });
    expect(listed.products[0].isInCart).toBe(true);
    expect(listed.userCart.map((c) => c.productId).sort()).toEqual([a.id, b.id].sort());
    await removeFromCart(ana, b.id);
    expect(await countOf(ana)).toBe(1);
  });
  it('keeps each person’s wishlist apart', async () => {
    const [, , c] = (await list({ perPage: 3 })).products;
    await addToWishlist(ben, c.id);
    await addToWishlist(ben, c.id);
    expect((await listWishlist(ben)).products.map((p) => p.id)).toEqual([c.id]);
    expect((await listWishlist(ana)).products.some((p) => p.id === c.id)).toBe(false);
  });
  it('draws shipping date, offers and discount once and keeps them across reads', async () => {
    const first = await getCart(ana);
    expect(first.discountPercentage).toBeGreaterThanOrEqual(3);
    expect(first.discountPercentage).toBeLessThanOrEqual(20);
    expect(first.offers).toBeGreaterThanOrEqual(1);
    expect(first.offers).toBeLessThanOrEqual(4);
    const days = (Date.parse(first.shippingDate) - Date.parse('2026-11-22')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(8);
    for (let i = 0; i < 5; i++) expect(await getCart(ana)).toMatchObject({ shippingDate: first.shippingDate, offers: first.offers, discountPercentage: first.discountPercentage });
  });
});

describe('placing an order', () => {
  it('prices it on the server, records it, empties the cart and clears the draw', async () => {
    const cara = await shopper('Cara');
    const { products } = await list({ perPage: 27, sortBy: 'price-asc' });
    const [cheap, dear] = [products[0], products[26]];
    await addToCart(cara, cheap.id);
    await addToCart(cara, dear.id);
    await setCartQty(cara, cheap.id, 2);
    const cart = await getCart(cara);
    const { address } = await newAddress(cara);
    const { order } = await place(cara, address.id);
    const subtotal = Math.round(cheap.price * 200 + dear.price * 100);
    const discount = Math.round((subtotal * cart.discountPercentage) / 100);
    const delivery = cheap.hasFreeShipping && dear.hasFreeShipping ? 0 : 999;
    expect(order.subtotal).toBe(subtotal / 100);
    expect(order.discount).toBe(discount / 100);
    expect(order.delivery).toBe(delivery / 100);
    expect(order.total).toBe((subtotal - discount + delivery) / 100);
    expect(order.shippingDate).toBe(cart.shippingDate);
    expect(order.cardLast4).toBe('4242');
    expect(order.lines.map((l) => l.qty)).toEqual([2, 1]);
    expect(await countOf(cara)).toBe(0);
    expect((await getCart(cara)).count).toBe(0);
    expect(await t.db.selectFrom('cart_draws').selectAll().where('account_id', '=', cara.user.id).execute()).toHaveLength(1);
    const stored = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(stored.total_cents)).toBe(subtotal - discount + delivery);
    expect(await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute()).toHaveLength(2);
  });
  it('refuses another person’s address and an empty cart, writing nothing', async () => {
    const dan = await shopper('Dan');
    const { address: theirs } = await newAddress(ben);
    const [p] = (await list({ perPage: 1 })).products;
    await addToCart(dan, p.id);
    const before = (await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const refused = await place(dan, theirs.id).catch((e: AppError) => e);
    expect(refused).toMatchObject({ status: 400, issues: [{ path: 'body.addressId' }] });
    expect(await countOf(dan)).toBe(1);
    const { address: mine } = await newAddress(dan);
    await removeFromCart(dan, p.id);
    await expect(place(dan, mine.id)).rejects.toMatchObject({ status: 400 });
    const after = (await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });
  it('refuses a card that fails Luhn, an expired month or a short CVV', () => {
    const issues = (c: object) => orderInput.safeParse({ addressId: 1, card: { ...card, ...c } }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ number: '4242 4242 4242 4241' })).toEqual(['card.number']);
    expect(issues({ expiry: '01/20' })).toEqual(['card.expiry']);
    expect(issues({ expiry: '13/40' })).toEqual(['card.expiry']);
    expect(issues({ cvv: '12' })).toEqual(['card.cvv']);
    expect(issues({})).toBeUndefined();
  });
});

describe('sample data', () => {
  it('seeds orders over three years, this month and last month included, with lines', async () => {
    const rows = await t.db.selectFrom('orders').select(['placed_at']).where('account_id', 'is not', null).execute();
    expect(rows.length).toBeGreaterThanOrEqual(600);
    const real = new Date();
    const month = (d: Date) => d.toISOString().slice(0, 7);
    const last = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() - 1, 15));
    expect(rows.some((r) => r.placed_at.startsWith(month(real)))).toBe(true);
    expect(rows.some((r) => r.placed_at.startsWith(month(last)))).toBe(true);
    expect(rows.some((r) => Date.parse(r.placed_at) < real.getTime() - 2 * 365 * 86_400_000)).toBe(true);
  });
  it('the demo admin starts with five cart lines and the matching count', async () => {
    const admin = await t.db.selectFrom('accounts').select(['id', 'cart_items_count']).where('email', '=', 'admin@demo.com').executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('cart_items').select('id').where('account_id', '=', admin.id).execute();
    expect(lines).toHaveLength(5);
    expect(admin.cart_items_count).toBe(5);
  });
});
