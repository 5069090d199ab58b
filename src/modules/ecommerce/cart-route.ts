import { ecommerceAccess } from './access';

/**
 * The cart's read endpoint on its own, so the navbar's cart (on every signed-in page) carries no more of the shop
 * than it needs; routes.ts lists it with the others.
 */
export const CART_ROUTE = { method: 'GET', path: '/apps/ecommerce/cart', access: ecommerceAccess('read') } as const;
