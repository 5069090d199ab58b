import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Filter, LayoutGrid, List as ListIcon, Search } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Pager } from '@/web/components/pager';
import { EmptyState, LoadError } from '@/web/components/states';
import { useListQuery } from '@/web/hooks/use-list-query';
import { PRODUCT_SORTS } from '../routes';
import { useShopProductsQuery } from './ecommerce-api';
import { ProductCard } from './product-card';
import { ShopFilters } from './shop-filters';
import { shopQuery } from './shop-query';
import './ecommerce.scss';

const SORT_KEYS = { featured: 'ecommerce.sort.featured', 'price-asc': 'ecommerce.sort.priceAsc', 'price-desc': 'ecommerce.sort.priceDesc' } as const;

function GridSkeleton() {
  return (
    <div className="tb-product-grid" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="card placeholder-glow p-3">
          <span className="placeholder w-100 rounded mb-3 tb-product-placeholder" />
          <span className="placeholder col-8 mb-2" />
          <span className="placeholder col-5" />
        </div>
      ))}
    </div>
  );
}

/** The shop: search, sort, filters, grid or list, nine a page; everything in the URL so a reload or a link shows the same. */
export default function ShopPage() {
  const { t } = useTranslation();
  const list = useListQuery(shopQuery);
  const { view, ...apiQuery } = list.query;
  const result = useShopProductsQuery(apiQuery);
  const [showFilters, setShowFilters] = useState(false);
  const [searchText, setSearchText] = useState(list.query.q);
  // The box follows the URL when it changes from elsewhere (Back, clearing the filters).
  const [seenQ, setSeenQ] = useState(list.query.q);
  if (seenQ !== list.query.q) {
    setSeenQ(list.query.q);
    setSearchText(list.query.q);
  }
  useEffect(() => {
    document.title = `${t('ecommerce.shop')} · Tablero`;
  }, [t]);
  const data = result.data;

  return (
    <div className="tb-shop">
      <h1 className="h4 mb-3">{t('ecommerce.shop')}</h1>
      <div className="row g-4">
        <div className="col-lg-3">
          <Offcanvas show={showFilters} onHide={() => setShowFilters(false)} responsive="lg" placement="start" aria-labelledby="shop-filters-title">
            <Offcanvas.Header closeButton closeLabel={t('common.close')}>
              <Offcanvas.Title id="shop-filters-title" as="h2" className="h5">
                {t('ecommerce.filters.title')}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>
              <div className="card w-100">
                <div className="card-body">
                  <ShopFilters list={list} facets={data?.facets} />
                </div>
              </div>
            </Offcanvas.Body>
          </Offcanvas>
        </div>
        <div className="col-lg-9">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <button type="button" className="btn btn-outline-secondary d-lg-none d-inline-flex align-items-center gap-2" onClick={() => setShowFilters(true)}>
              <Filter size={16} aria-hidden="true" />
              {t('ecommerce.filters.title')}
            </button>
            <span className="text-body-secondary me-auto" aria-live="polite">
              {data ? t('ecommerce.results', { total: data.total }) : ''}
            </span>
            <label className="visually-hidden" htmlFor="shop-sort">
              {t('ecommerce.sort.label')}
            </label>
            <select id="shop-sort" className="form-select w-auto" value={list.query.sortBy} onChange={(e) => list.set({ sortBy: e.target.value as (typeof PRODUCT_SORTS)[number] })}>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_KEYS[sort])}
                </option>
              ))}
            </select>
            <div className="btn-group" role="group" aria-label={t('ecommerce.view.label')}>
              <button type="button" className={`btn btn-outline-secondary ${view === 'grid' ? 'active' : ''}`} aria-pressed={view === 'grid'} aria-label={t('ecommerce.view.grid')} onClick={() => list.set({ view: 'grid', page: list.query.page })}>
                <LayoutGrid size={16} aria-hidden="true" />
              </button>
              <button type="button" className={`btn btn-outline-secondary ${view === 'list' ? 'active' : ''}`} aria-pressed={view === 'list'} aria-label={t('ecommerce.view.list')} onClick={() => list.set({ view: 'list', page: list.query.page })}>
                <ListIcon size={16} aria-hidden="true" />
              </button>
            </div>
          </div>
          <div className="input-group mb-3">
            <span className="input-group-text">
              <Search size={16} aria-hidden="true" />
            </span>
            <input
              type="search"
              className="form-control"
              aria-label={t('ecommerce.searchLabel')}
              placeholder={t('ecommerce.searchPlaceholder')}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                list.setSearch(e.target.value);
              }}
            />
          </div>
          <div aria-busy={result.isFetching}>
            {result.isLoading ? (
              <GridSkeleton />
            ) : result.error ? (
              <div className="card">
                <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />
              </div>
            ) : !data || data.products.length === 0 ? (
              <div className="card">
                <EmptyState
                  message={list.isFiltered ? t('ecommerce.emptyFiltered') : t('ecommerce.empty')}
                  action={
                    list.isFiltered ? (
                      <button type="button" className="btn btn-primary" onClick={list.reset}>
                        {t('ecommerce.filters.clear')}
                      </button>
                    ) : undefined
                  }
                />
              </div>
            ) : (
              <>
                <div className={view === 'list' ? 'tb-product-list' : 'tb-product-grid'}>
                  {data.products.map((product) => (
                    <ProductCard key={product.id} product={product} layout={view} />
                  ))}
                </div>
                <div className="card mt-3">
                  <Pager page={list.query.page} perPage={list.query.perPage} total={data.total} onPage={(page) => list.set({ page })} />
                </div>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
