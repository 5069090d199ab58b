/**
 * The cart's read endpoint on its own, so the navbar's cart (on every signed-in page) carries no more of the shop
 * than it needs; routes.ts lists it with the others.
 */
export const SHOP_SUBJECT = 'Ecommerce';
export const CART_ROUTE = { method: 'GET', path: '/apps/ecommerce/cart', access: { action: 'read', subject: SHOP_SUBJECT } } as const;
