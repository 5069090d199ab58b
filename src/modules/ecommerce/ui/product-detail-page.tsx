import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ChevronLeft, ChevronRight, Heart, ShoppingCart, Truck } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import type { Product } from '../contract';
import { useShopProductQuery } from './ecommerce-api';
import { categoryKey, money } from './format';
import { productLink, shopPaths } from './links';
import { Rating } from './rating';
import { useShopActions } from './use-shop-actions';
import './ecommerce.scss';
import { publicFile } from '@/web/public-file';

/** The gallery's views of one product: the drawing, then it mirrored and closer (all the same image, made here). */
const VIEWS = ['', 'tb-view-mirror', 'tb-view-zoom'] as const;

function Gallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  return (
    <div>
      <div className="tb-gallery-main rounded overflow-hidden mb-3">
        <img src={publicFile(product.image)} alt={product.name} width={400} height={400} className={`w-100 h-auto ${VIEWS[current]}`} />
      </div>
      <div className="d-flex gap-2" role="group" aria-label={t('ecommerce.detail.gallery')}>
        {VIEWS.map((view, i) => (
          <button key={view || 'front'} type="button" className={`tb-gallery-thumb btn p-0 rounded overflow-hidden ${i === current ? 'active' : ''}`} aria-pressed={i === current} aria-label={t('ecommerce.detail.view', { n: i + 1 })} onClick={() => setCurrent(i)}>
            <img src={publicFile(product.image)} alt="" width={64} height={64} className={view} />
          </button>
        ))}
      </div>
    </div>
  );
}

function Related({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className="card mt-4" aria-labelledby="related-title">
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 className="h5 mb-0" id="related-title">
            {t('ecommerce.detail.related')}
          </h2>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('ecommerce.detail.previous')} onClick={() => scroll(-1)}>
              <ChevronLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('ecommerce.detail.next')} onClick={() => scroll(1)}>
              <ChevronRight size={16} className="tb-flip-rtl" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div className="tb-related-track" ref={track} tabIndex={0} role="region" aria-labelledby="related-title">
          {products.map((p) => (
            <Link key={p.id} to={productLink(p.slug)} className="tb-related-item text-decoration-none text-body">
              <img src={publicFile(p.image)} alt="" width={160} height={160} loading="lazy" className="rounded mb-2 w-100 h-auto" />
              <span className="d-block small fw-semibold" dir="auto">
                {p.name}
              </span>
              <Rating value={p.rating} size={12} />
              <span className="d-block small">{money(p.price)}</span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

/** One product by its slug: gallery, colours, rating, price, description, cart and wishlist, and related products. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { data, error, isLoading, refetch } = useShopProductQuery(slug);
  const actions = useShopActions();
  // The colour picked, for the product it was picked on.
  const [picked, setPicked] = useState<{ slug: string; color: string }>();
  useEffect(() => {
    document.title = `${data?.product.name ?? t('ecommerce.detail.title')} · Tablero`;
  }, [t, data]);

  if (errorOf(error).status === 404) return <Navigate to={`/misc/error?from=${encodeURIComponent(pathname)}`} replace />;
  if (isLoading) return <div className="card">{<ListSkeleton rows={8} />}</div>;
  if (error || !data) return <div className="card">{<LoadError message={errorOf(error).message} onRetry={() => void refetch()} />}</div>;
  const { product, related } = data;
  const chosen = picked?.slug === slug ? picked.color : product.colorOptions[0];

  return (
    <>
      <Link to={shopPaths.shop} className="btn btn-link px-0 mb-3 d-inline-flex align-items-center gap-1">
        <ArrowLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
        {t('ecommerce.detail.back')}
      </Link>
      <div className="card">
        <div className="card-body row g-4">
          <div className="col-md-5">
            <Gallery product={product} />
          </div>
          <div className="col-md-7 d-flex flex-column gap-3">
            <div>
              <h1 className="h3 mb-1" dir="auto">
                {product.name}
              </h1>
              <span className="text-body-secondary">
                {t('ecommerce.detail.by')} <bdi>{product.brand}</bdi> · {t(categoryKey(product.category), { defaultValue: product.category })}
              </span>
            </div>
            <div className="d-flex align-items-center gap-3">
              <span className="h4 mb-0 text-primary">{money(product.price)}</span>
              <Rating value={product.rating} />
            </div>
            {product.hasFreeShipping && (
              <span className="badge text-bg-success align-self-start d-inline-flex align-items-center gap-1">
                <Truck size={12} aria-hidden="true" />
                {t('ecommerce.freeShipping')}
              </span>
            )}
            <p className="mb-0" dir="auto">
              {product.description}
            </p>
            <fieldset>
              <legend className="h6">{t('ecommerce.detail.colors')}</legend>
              <div className="d-flex gap-2">
                {product.colorOptions.map((c) => (
                  <button key={c} type="button" className={`tb-swatch bg-${c} ${c === chosen ? 'active' : ''}`} aria-pressed={c === chosen} aria-label={t(`ecommerce.colors.${c}`, { defaultValue: c })} onClick={() => setPicked({ slug, color: c })} />
                ))}
              </div>
            </fieldset>
            <div className="d-flex flex-wrap gap-2">
              {product.isInCart ? (
                <Link to={shopPaths.checkout} className="btn btn-primary d-inline-flex align-items-center gap-2">
                  <ShoppingCart size={16} aria-hidden="true" />
                  {t('ecommerce.viewInCart')}
                </Link>
              ) : (
                <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" onClick={() => void actions.addToCart(product)}>
                  <ShoppingCart size={16} aria-hidden="true" />
                  {t('ecommerce.addToCart')}
                </button>
              )}
              <button type="button" className="btn btn-outline-danger d-inline-flex align-items-center gap-2" aria-pressed={product.isInWishlist} onClick={() => void actions.toggleWish(product)}>
                <Heart size={16} aria-hidden="true" className={product.isInWishlist ? 'tb-heart-on' : undefined} />
                {product.isInWishlist ? t('ecommerce.inWishlist') : t('ecommerce.addToWishlist')}
              </button>
            </div>
          </div>
        </div>
      </div>
      {related.length > 0 && <Related products={related} />}
    </>
  );
}
