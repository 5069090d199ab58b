import { lazy } from 'react';
import { defineWebModule } from '@/web/web-module';
import { ecommerceAccess } from './access';
import { shopPaths } from './ui/links';

const read = ecommerceAccess('read');

export const ecommerceWeb = defineWebModule({
  name: 'ecommerce',
  pages: [
    { path: shopPaths.shop, page: () => import('./ui/shop-page'), access: read, menu: { titleKey: 'nav.ecommerce', section: 'apps' } },
    { path: shopPaths.detail, page: () => import('./ui/product-detail-page'), access: read },
    { path: shopPaths.wishlist, page: () => import('./ui/wishlist-page'), access: read },
    { path: shopPaths.checkout, page: () => import('./ui/checkout-page'), access: read },
  ],
  navbar: [lazy(() => import('./ui/cart-dropdown'))],
});
