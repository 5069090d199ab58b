import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin.headers) => t.app.inject({ method, url: `/api${url}`, payload, headers });
const card = { number: '4111 1111 1111 1111', name: 'Admin Demo', expiry: '10/39', cvv: '321' };
const address = { fullName: 'Admin Demo', mobile: '+34 611 222 333', street: 'Calle Luna 3', city: 'Sevilla', postalCode: '41001', state: 'Andalucía', addressType: 'office' };

describe('who may call (401 before 403 before 400)', () => {
  const endpoints: [Method, string, object?][] = [
    ['GET', '/apps/ecommerce/products'],
    ['GET', '/apps/ecommerce/products/1'],
    ['GET', '/apps/ecommerce/product-detail/orbit-fold-2'],
    ['GET', '/apps/ecommerce/wishlist'],
    ['POST', '/apps/ecommerce/wishlist', { productId: 'x' }],
    ['DELETE', '/apps/ecommerce/wishlist/1'],
    ['GET', '/apps/ecommerce/cart'],
    ['POST', '/apps/ecommerce/cart', {}],
    ['PATCH', '/apps/ecommerce/cart/1', { qty: 99 }],
    ['DELETE', '/apps/ecommerce/cart/1'],
    ['GET', '/apps/ecommerce/addresses'],
    ['POST', '/apps/ecommerce/addresses', { address: {} }],
    ['POST', '/apps/ecommerce/orders', { addressId: 0 }],
    ['GET', '/apps/ecommerce/orders'],
    ['GET', '/apps/ecommerce/orders/1'],
  ];
  it.each(endpoints)('%s %s: 401 without a token, 403 for the client role', async (method, url, body) => {
    expect((await call(method, url, body, {})).statusCode).toBe(401);
    expect((await call(method, url, body, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await call(method, url, body, client.headers)).statusCode).toBe(403);
  });
});

describe('catalogue', () => {
  it('GET products: 9 of 27 with the caller’s wishlist and cart and the facets', async () => {
    const res = await call('GET', '/apps/ecommerce/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(27);
    expect(body.products).toHaveLength(9);
    expect(body.userCart).toHaveLength(5);
    expect(body.facets.categories.length).toBeGreaterThan(5);
    const carted = new Set(body.userCart.map((c: { productId: number }) => c.productId));
    for (const p of body.products) expect(p.isInCart).toBe(carted.has(p.id));
  });
  it.each([
    ['sortBy=cheapest', 'query.sortBy'],
    ['perPage=0', 'query.perPage'],
    ['rating=6', 'query.rating'],
    ['minPrice=-1', 'query.minPrice'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/apps/ecommerce/products?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
  it('one product by id and by slug; 404 for unknown ones', async () => {
    const bySlug = await call('GET', '/apps/ecommerce/product-detail/vertice-book-air-14');
    expect(bySlug.statusCode).toBe(200);
    const { product } = bySlug.json();
    expect((await call('GET', `/apps/ecommerce/products/${product.id}`)).json().product.slug).toBe('vertice-book-air-14');
    expect((await call('GET', '/apps/ecommerce/products/99999')).statusCode).toBe(404);
    expect((await call('GET', '/apps/ecommerce/product-detail/nothing-here')).statusCode).toBe(404);
    expect((await call('GET', '/apps/ecommerce/products/abc')).statusCode).toBe(400);
  });
});

describe('wishlist, cart, addresses and orders', () => {
  it('wishlist: 201 on add, 200 on delete, 404 for an unknown product, 400 without productId', async () => {
    const { products } = (await call('GET', '/apps/ecommerce/products?perPage=27')).json();
    const free = products.find((p: { isInWishlist: boolean }) => !p.isInWishlist);
    expect((await call('POST', '/apps/ecommerce/wishlist', { productId: free.id })).statusCode).toBe(201);
    expect((await call('GET', '/apps/ecommerce/wishlist')).json().products.some((p: { id: number }) => p.id === free.id)).toBe(true);
    expect((await call('DELETE', `/apps/ecommerce/wishlist/${free.id}`)).statusCode).toBe(200);
    expect((await call('POST', '/apps/ecommerce/wishlist', { productId: 99999 })).statusCode).toBe(404);
    const bad = await call('POST', '/apps/ecommerce/wishlist', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.productId');
  });
  it('cart: add 201 with qty 1, quantity 1..10, delete; the login reports the count', async () => {
    const { products } = (await call('GET', '/apps/ecommerce/products?perPage=27')).json();
    const free = products.find((p: { isInCart: boolean }) => !p.isInCart);
    const added = await call('POST', '/apps/ecommerce/cart', { productId: free.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ productId: free.id, qty: 1, count: 6 });
    expect((await t.login()).userData).toMatchObject({ extras: { eCommerceCartItemsCount: 6 } });
    const qty = await call('PATCH', `/apps/ecommerce/cart/${free.id}`, { qty: 4 });
    expect(qty.statusCode).toBe(200);
    expect(qty.json().products.find((p: { id: number }) => p.id === free.id).qty).toBe(4);
    const tooMany = await call('PATCH', `/apps/ecommerce/cart/${free.id}`, { qty: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0].path).toBe('body.qty');
    const cart = (await call('GET', '/apps/ecommerce/cart')).json();
    expect(cart).toMatchObject({ count: 6, shippingDate: expect.any(String), offers: expect.any(Number), discountPercentage: expect.any(Number) });
    expect((await call('DELETE', `/apps/ecommerce/cart/${free.id}`)).json()).toEqual({ productId: free.id, count: 5 });
    expect((await call('PATCH', `/apps/ecommerce/cart/${free.id}`, { qty: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', '/apps/ecommerce/cart/99999')).statusCode).toBe(404);
  });
  it('addresses: 400 naming the field, 201 on add, listed after', async () => {
    const bad = await call('POST', '/apps/ecommerce/addresses', { address: { ...address, postalCode: '!' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(['body.address.postalCode']);
    const res = await call('POST', '/apps/ecommerce/addresses', { address });
    expect(res.statusCode).toBe(201);
    expect((await call('GET', '/apps/ecommerce/addresses')).json().addresses.map((a: { id: number }) => a.id)).toContain(res.json().address.id);
  });
  it('orders: 400 for a bad card, 201 with server totals, cart emptied, order listed and readable', async () => {
    const { addresses } = (await call('GET', '/apps/ecommerce/addresses')).json();
    const addressId = addresses[0].id;
    const bad = await call('POST', '/apps/ecommerce/orders', { addressId, card: { ...card, number: '4111 1111 1111 1112', subtotal: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.card.number');
    const cart = (await call('GET', '/apps/ecommerce/cart')).json();
    const res = await call('POST', '/apps/ecommerce/orders', { addressId, card, total: 0.01 });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.total).toBe(cart.total);
    expect(order.cardLast4).toBe('1111');
    expect((await call('GET', '/apps/ecommerce/cart')).json().count).toBe(0);
    expect((await t.login()).userData).toMatchObject({ extras: { eCommerceCartItemsCount: 0 } });
    expect((await call('GET', '/apps/ecommerce/orders')).json().orders[0].id).toBe(order.id);
    expect((await call('GET', `/apps/ecommerce/orders/${order.id}`)).json().order.lines).toHaveLength(5);
    expect((await call('GET', '/apps/ecommerce/orders/99999')).statusCode).toBe(404);
    const again = await call('POST', '/apps/ecommerce/orders', { addressId, card });
    expect(again.statusCode).toBe(400);
  });
});
