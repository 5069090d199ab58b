import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, ShoppingCart, Truck } from 'lucide-react';
import type { Product } from '../contract';
import { money } from './format';
import { productLink, shopPaths } from './links';
import { Rating } from './rating';
import { useShopActions } from './use-shop-actions';
import { publicFile } from '@/web/public-file';

/** One product in the shop or the wishlist: image, rating, price, free shipping, the wishlist toggle and the cart button. */
export function ProductCard({ product, layout = 'grid', extra }: { product: Product; layout?: 'grid' | 'list'; extra?: ReactNode }) {
  const { t } = useTranslation();
  const actions = useShopActions();
  const wishLabel = product.isInWishlist ? t('ecommerce.removeFromWishlist') : t('ecommerce.addToWishlist');
  return (
    <article className={`card tb-product-card h-100 ${layout === 'list' ? 'tb-product-card-list' : ''}`} aria-labelledby={`product-${product.id}`}>
      <Link to={productLink(product.slug)} className="tb-product-image" tabIndex={-1} aria-hidden="true">
        <img src={publicFile(product.image)} alt="" width={400} height={400} loading="lazy" />
      </Link>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-center gap-2">
          <Rating value={product.rating} />
          <span className="fw-semibold text-nowrap">{money(product.price)}</span>
        </div>
        <h2 className="h6 mb-0" id={`product-${product.id}`}>
          <Link to={productLink(product.slug)} className="link-body-emphasis text-decoration-none" dir="auto">
            {product.name}
          </Link>
        </h2>
        <p className="small text-body-secondary mb-0 tb-product-description" dir="auto">
          {product.description}
        </p>
        {product.hasFreeShipping && (
          <span className="badge text-bg-success align-self-start d-inline-flex align-items-center gap-1">
            <Truck size={12} aria-hidden="true" />
            {t('ecommerce.freeShipping')}
          </span>
        )}
        {extra}
      </div>
      <div className="tb-product-actions d-flex">
        <button type="button" className="btn btn-light flex-fill rounded-0 d-inline-flex align-items-center justify-content-center gap-2" aria-pressed={product.isInWishlist} aria-label={`${wishLabel}: ${product.name}`} onClick={() => void actions.toggleWish(product)}>
          <Heart size={16} aria-hidden="true" className={product.isInWishlist ? 'tb-heart-on' : undefined} />
          <span>{wishLabel}</span>
        </button>
        {product.isInCart ? (
          <Link to={shopPaths.checkout} className="btn btn-primary flex-fill rounded-0 d-inline-flex align-items-center justify-content-center gap-2">
            <ShoppingCart size={16} aria-hidden="true" />
            {t('ecommerce.viewInCart')}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary flex-fill rounded-0 d-inline-flex align-items-center justify-content-center gap-2" aria-label={`${t('ecommerce.addToCart')}: ${product.name}`} onClick={() => void actions.addToCart(product)}>
            <ShoppingCart size={16} aria-hidden="true" />
            {t('ecommerce.addToCart')}
          </button>
        )}
      </div>
    </article>
  );
}
