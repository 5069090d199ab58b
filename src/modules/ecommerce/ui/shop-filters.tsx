import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryKey, money } from './format';
import { PRICE_RANGES, shopQuery } from './shop-query';
import type { ListQuery } from '@/web/hooks/use-list-query';
import { Rating } from './rating';

type Facets = { categories: { name: string; count: number }[]; brands: { name: string; count: number }[] };
export type ShopList = ListQuery<typeof shopQuery.defaults>;

function rangeLabel(t: TFunction, [from, to]: [number | undefined, number | undefined]) {
  if (from === undefined && to === undefined) return t('ecommerce.filters.anyPrice');
  if (from === undefined) return t('ecommerce.filters.upTo', { amount: money(to ?? 0) });
  if (to === undefined) return t('ecommerce.filters.from', { amount: money(from) });
  return `${money(from)} – ${money(to)}`;
}

/** The sidebar: price range, category, brand and least rating, each a group of radio buttons with its counts. */
export function ShopFilters({ list, facets }: { list: ShopList; facets?: Facets}) {
  const { t } = useTranslation();
  const id = useId();
  const { query, set } = list;
  const radio = (group: string, key: string, label: ReactNode, checked: boolean, onChange: () => void) => (
    <div className="form-check" key={key}>
      <input className="form-check-input" type="radio" name={`${id}-${group}`} id={`${id}-${group}-${key}`} checked={checked} onChange={onChange} />
      <label className="form-check-label d-flex justify-content-between gap-2 w-100" htmlFor={`${id}-${group}-${key}`}>
        {label}
      </label>
    </div>
  );
  return (
    <div className="d-flex flex-column gap-4">
      <fieldset>
        <legend className="h6">{t('ecommerce.filters.price')}</legend>
        {PRICE_RANGES.map((range, i) =>
          radio('price', String(i), rangeLabel(t, range), query.minPrice === range[0] && query.maxPrice === range[1], () => set({ minPrice: range[0], maxPrice: range[1] })),
        )}
      </fieldset>
      <fieldset>
        <legend className="h6">{t('ecommerce.filters.category')}</legend>
        {radio('category', 'all', t('ecommerce.filters.all'), !query.category, () => set({ category: undefined }))}
        {facets?.categories.map((c) =>
          radio(
            'category',
            c.name,
            <>
              <span>{t(categoryKey(c.name), { defaultValue: c.name })}</span>
              <span className="text-body-secondary small">{c.count}</span>
            </>,
            query.category === c.name,
            () => set({ category: c.name }),
          ),
        )}
      </fieldset>
      <fieldset>
        <legend className="h6">{t('ecommerce.filters.brand')}</legend>
        {radio('brand', 'all', t('ecommerce.filters.all'), !query.brand, () => set({ brand: undefined }))}
        {facets?.brands.map((b) =>
          radio(
            'brand',
            b.name,
            <>
              <bdi>{b.name}</bdi>
              <span className="text-body-secondary small">{b.count}</span>
            </>,
            query.brand === b.name,
            () => set({ brand: b.name }),
          ),
        )}
      </fieldset>
      <fieldset>
        <legend className="h6">{t('ecommerce.filters.rating')}</legend>
        {radio('rating', 'all', t('ecommerce.filters.anyRating'), query.rating === undefined, () => set({ rating: undefined }))}
        {([4, 3, 2, 1] as const).map((r) =>
          radio(
            'rating',
            String(r),
            <span className="d-inline-flex align-items-center gap-2">
              <Rating value={r} size={14} />
              <span>{t('ecommerce.filters.andUp')}</span>
            </span>,
            query.rating === r,
            () => set({ rating: r }),
          ),
        )}
      </fieldset>
      {list.isFiltered && (
        <button type="button" className="btn btn-outline-secondary" onClick={list.reset}>
          {t('ecommerce.filters.clear')}
        </button>
      )}
    </div>
  );
}
