import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { ecommerceContract } from '../contract';
import { ecommerceRoutes } from '../routes';
import { cartApi, useCartQuery } from './cart-api';

/**
 * The shop's endpoints. Every cart change invalidates the cart (the navbar's dropdown, the checkout) and the product
 * lists (their "in cart" marks), so every view of the cart stays in step.
 */
export const ecommerceApi = cartApi.injectEndpoints({
  endpoints: (build) => {
    const shop = contractEndpoints<typeof ecommerceContract>(build, ecommerceRoutes);
    return {
      shopProducts: shop.query('products', 'query', { providesTags: ['Product'] }),
      shopProduct: shop.query('productBySlug', 'params.slug', { providesTags: ['Product'] }),
      wishlist: shop.query('wishlist', undefined, { providesTags: ['Wishlist'] }),
      addToWishlist: shop.mutation('addToWishlist', 'body.productId', { invalidatesTags: ['Wishlist', 'Product'] }),
      removeFromWishlist: shop.mutation('removeFromWishlist', 'params.productId', { invalidatesTags: ['Wishlist', 'Product'] }),
      addToCart: shop.mutation('addToCart', 'body.productId', { invalidatesTags: ['Cart', 'Product', 'Wishlist'] }),
      setCartQty: shop.mutation('setCartQty', ({ productId, qty }: { productId: number; qty: number }) => ({ params: { productId }, body: { qty } }), {
        // The answer is the whole cart: it replaces the cached one without a second request.
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) dispatch(ecommerceApi.util.upsertQueryData('cart', undefined, result.data));
        },
      }),
      removeFromCart: shop.mutation('removeFromCart', 'params.productId', { invalidatesTags: ['Cart', 'Product', 'Wishlist'] }),
      addresses: shop.query('addresses', undefined, { providesTags: ['Address'] }),
      addAddress: shop.mutation('addAddress', 'body.address', { invalidatesTags: ['Address'] }),
      placeOrder: shop.mutation('placeOrder', 'body', { invalidatesTags: ['Cart', 'Product', 'Wishlist', 'Order'] }),
    };
  },
});

export const {
  useShopProductsQuery,
  useShopProductQuery,
  useWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useAddToCartMutation,
  useSetCartQtyMutation,
  useRemoveFromCartMutation,
  useAddressesQuery,
  useAddAddressMutation,
  usePlaceOrderMutation,
} = ecommerceApi;

export { useCartQuery };
