import { defineListQuery, int, oneOf, text, type ListField } from '@/web/hooks/list-query';
import { PRODUCT_SORTS, PRODUCTS_PER_PAGE } from '../routes';

const optionalAmount: ListField<number | undefined> = { kind: 'int', fallback: undefined };

/**
 * The shop's list in the URL: search, sort, filters, page and the grid/list view. The view sits where a sort
 * direction would, so clearing the filters keeps it.
 */
export const shopQuery = defineListQuery(
  {
    q: text(),
    sortBy: oneOf(PRODUCT_SORTS, 'featured'),
    category: text(undefined),
    brand: text(undefined),
    minPrice: optionalAmount,
    maxPrice: optionalAmount,
    rating: oneOf([4, 3, 2, 1] as const),
    view: oneOf(['grid', 'list'] as const, 'grid'),
    page: int(),
    perPage: oneOf([PRODUCTS_PER_PAGE] as const, PRODUCTS_PER_PAGE),
  },
  { keys: { sortColumn: 'sortBy', sort: 'view' } },
);

/** The price ranges the sidebar offers: [from, to] in euros, open ends undefined. */
export const PRICE_RANGES: [number | undefined, number | undefined][] = [
  [undefined, undefined],
  [undefined, 100],
  [100, 500],
  [500, 1000],
  [1000, undefined],
];
