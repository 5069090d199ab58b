/** The shop's addresses, used by the router, the menu and every link. */
export const shopPaths = {
  shop: '/apps/ecommerce/shop',
  detail: '/apps/ecommerce/product-detail/:slug',
  wishlist: '/apps/ecommerce/wishlist',
  checkout: '/apps/ecommerce/checkout',
} as const;

export const productLink = (slug: string) => `/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`;
