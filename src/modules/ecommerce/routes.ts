import { defineRoutes } from '@/platform/contract/define-routes';
import { ecommerceAccess } from './access';
import { CART_ROUTE } from './cart-route';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export const ADDRESS_TYPES = ['home', 'office'] as const;
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
/** The most of one product a cart line holds. */
export const MAX_QTY = 10;
export const PRODUCTS_PER_PAGE = 9;

const access = ecommerceAccess;

export const ecommerceRoutes = defineRoutes({
  products: { method: 'GET', path: '/apps/ecommerce/products', access: access('read') },
  product: { method: 'GET', path: '/apps/ecommerce/products/:id', access: access('read') },
  productBySlug: { method: 'GET', path: '/apps/ecommerce/product-detail/:slug', access: access('read') },
  wishlist: { method: 'GET', path: '/apps/ecommerce/wishlist', access: access('read') },
  addToWishlist: { method: 'POST', path: '/apps/ecommerce/wishlist', access: access('create') },
  removeFromWishlist: { method: 'DELETE', path: '/apps/ecommerce/wishlist/:productId', access: access('delete') },
  cart: CART_ROUTE,
  addToCart: { method: 'POST', path: '/apps/ecommerce/cart', access: access('create') },
  setCartQty: { method: 'PATCH', path: '/apps/ecommerce/cart/:productId', access: access('update') },
  removeFromCart: { method: 'DELETE', path: '/apps/ecommerce/cart/:productId', access: access('delete') },
  addresses: { method: 'GET', path: '/apps/ecommerce/addresses', access: access('read') },
  addAddress: { method: 'POST', path: '/apps/ecommerce/addresses', access: access('create') },
  placeOrder: { method: 'POST', path: '/apps/ecommerce/orders', access: access('create') },
  orders: { method: 'GET', path: '/apps/ecommerce/orders', access: access('read') },
  order: { method: 'GET', path: '/apps/ecommerce/orders/:id', access: access('read') },
});
