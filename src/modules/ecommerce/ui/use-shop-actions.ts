import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Product } from '../contract';
import { useAddToCartMutation, useAddToWishlistMutation, useRemoveFromCartMutation, useRemoveFromWishlistMutation } from './ecommerce-api';

/** Add to cart and toggle the wishlist, each ending in a toast (or the server's message). */
export function useShopActions() {
  const { t } = useTranslation();
  const [addToCart, adding] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [addWish] = useAddToWishlistMutation();
  const [removeWish] = useRemoveFromWishlistMutation();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };
  return {
    adding: adding.isLoading,
    addToCart: (p: Pick<Product, 'id' | 'name'>) => run(() => addToCart(p.id).unwrap(), t('ecommerce.addedToCart', { name: p.name })),
    removeFromCart: (p: Pick<Product, 'id' | 'name'>) => run(() => removeFromCart(p.id).unwrap(), t('ecommerce.removedFromCart', { name: p.name })),
    toggleWish: (p: Pick<Product, 'id' | 'name' | 'isInWishlist'>) =>
      p.isInWishlist ? run(() => removeWish(p.id).unwrap(), t('ecommerce.removedFromWishlist', { name: p.name })) : run(() => addWish(p.id).unwrap(), t('ecommerce.addedToWishlist', { name: p.name })),
  };
}
