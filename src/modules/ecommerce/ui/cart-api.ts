import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { ecommerceContract } from '../contract';
import { CART_ROUTE } from '../cart-route';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Product: true;
    Cart: true;
    Wishlist: true;
    Address: true;
    Order: true;
  }
}

/** The shop's tags and the cart query: all the navbar's cart needs (ecommerce-api.ts adds the rest of the shop). */
export const cartApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Cart', 'Wishlist', 'Address', 'Order'] }).injectEndpoints({
  endpoints: (build) => ({
    cart: contractEndpoints<Pick<typeof ecommerceContract, 'cart'>>(build, { cart: CART_ROUTE }).query('cart', undefined, { providesTags: ['Cart'] }),
  }),
});

export const { useCartQuery } = cartApi;
