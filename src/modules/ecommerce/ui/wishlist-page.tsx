import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { ListStates } from '@/web/components/states';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Product } from '../contract';
import { useAddToCartMutation, useRemoveFromWishlistMutation, useWishlistQuery } from './ecommerce-api';
import { shopPaths } from './links';
import { ProductCard } from './product-card';
import './ecommerce.scss';

/** The wishlist: the products kept for later, each to remove or to move into the cart. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const result = useWishlistQuery();
  const [addToCart] = useAddToCartMutation();
  const [remove] = useRemoveFromWishlistMutation();
  useEffect(() => {
    document.title = `${t('ecommerce.wishlist')} · Tablero`;
  }, [t]);
  const products = result.data?.products ?? [];

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };
  const moveToCart = (p: Product) =>
    run(async () => {
      if (!p.isInCart) await addToCart(p.id).unwrap();
      await remove(p.id).unwrap();
    }, t('ecommerce.movedToCart', { name: p.name }));

  const extra = (p: Product) => (
    <div className="d-flex flex-wrap gap-2 mt-auto">
      <button type="button" className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1" aria-label={`${t('ecommerce.remove')}: ${p.name}`} onClick={() => void run(() => remove(p.id).unwrap(), t('ecommerce.removedFromWishlist', { name: p.name }))}>
        <Trash2 size={14} aria-hidden="true" />
        {t('ecommerce.remove')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1" aria-label={`${t('ecommerce.moveToCart')}: ${p.name}`} onClick={() => void moveToCart(p)}>
        <ShoppingCart size={14} aria-hidden="true" />
        {t('ecommerce.moveToCart')}
      </button>
    </div>
  );

  return (
    <>
      <h1 className="h4 mb-3">{t('ecommerce.wishlist')}</h1>
      <ListStates
        result={result}
        isEmpty={products.length === 0}
        empty={{
          message: t('ecommerce.wishlistEmpty'),
          action: (
            <Link to={shopPaths.shop} className="btn btn-primary">
              {t('ecommerce.goShopping')}
            </Link>
          ),
        }}
      >
        <div className="tb-product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} extra={extra(p)} />
          ))}
        </div>
      </ListStates>
    </>
  );
}
