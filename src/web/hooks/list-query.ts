/**
 * A list endpoint's query described without zod (the list pages' first load stays light): one field
 * per query key, its allowed values (taken from the contract's value lists) and its default.
 */
export interface ListField<T> {
  kind: 'text' | 'int' | 'enum' | 'amount' | 'day';
  fallback: T;
  values?: readonly (string | number)[];
}

export const PAGE_SIZES = [10, 25, 50] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Free text; `''` by default, or `undefined` when the key is optional. */
export function text(): ListField<string>;
export function text(fallback: undefined): ListField<string | undefined>;
export function text(...fallback: [] | [undefined]): ListField<string | undefined> {
  return { kind: 'text', fallback: fallback.length ? undefined : '' };
}

/** An optional whole number from 0 (one end of a range filter: a salary, an age). */
export const amount = (): ListField<number | undefined> => ({ kind: 'amount', fallback: undefined });

/** An optional ISO day, `YYYY-MM-DD` (one end of a date range filter). */
export const day = (): ListField<string | undefined> => ({ kind: 'day', fallback: undefined });

/** A whole number from 1 (a page). */
export const int = (fallback = 1): ListField<number> => ({ kind: 'int', fallback });

/** One of the listed values; without a fallback the key is optional. */
export function oneOf<const T extends string | number>(values: readonly T[]): ListField<T | undefined>;
export function oneOf<const T extends string | number>(values: readonly T[], fallback: NoInfer<T>): ListField<T>;
export function oneOf<const T extends string | number>(values: readonly T[], fallback?: T): ListField<T | undefined> {
  return { kind: 'enum', fallback, values };
}

/** `page` from 1 and `perPage` among the page sizes, like the contracts' `pagingQuery`. */
export const paging = (perPage: (typeof PAGE_SIZES)[number] = 10) => ({ page: int(), perPage: oneOf(PAGE_SIZES, perPage) });

/** `sortColumn` among the server's sort fields and `sort` (direction), with their defaults. */
export const sorting = <const C extends string>(columns: readonly C[], column: NoInfer<C>, sort: SortDirection) => ({
  sortColumn: oneOf(columns, column),
  sort: oneOf(SORT_DIRECTIONS, sort),
});

/** The query keys with a fixed role; the rest are filters. */
export interface ListKeys {
  search: string;
  page: string;
  perPage: string;
  sortColumn: string;
  sort: string;
}
const STANDARD_KEYS: ListKeys = { search: 'q', page: 'page', perPage: 'perPage', sortColumn: 'sortColumn', sort: 'sort' };

export interface ListQuerySpec<Q extends object> {
  fields: { [K in keyof Q]-?: ListField<Q[K]> };
  keys: ListKeys;
  /** URL names that differ from the query's (permissions keep `role` in the URL for `assignedTo`). */
  params: Partial<Record<keyof Q & string, string>>;
  defaults: Q;
}

type QueryOf<F> = { [K in keyof F]: F[K] extends ListField<infer T> ? T : never };

export function defineListQuery<F extends Record<string, ListField<unknown>>>(
  fields: F,
  options: { keys?: Partial<ListKeys>; params?: Partial<Record<keyof F & string, string>> } = {},
): ListQuerySpec<QueryOf<F>> {
  const defaults = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.fallback])) as QueryOf<F>;
  return { fields: fields as never, keys: { ...STANDARD_KEYS, ...options.keys }, params: options.params ?? {}, defaults };
}

const paramOf = <Q extends object>(spec: ListQuerySpec<Q>, key: string) => (spec.params as Record<string, string | undefined>)[key] ?? key;

function parseValue(field: ListField<unknown>, raw: string | null): unknown {
  if (raw === null || raw.trim() === '') return field.fallback;
  if (field.kind === 'text') return raw.trim();
  if (field.kind === 'int') return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : field.fallback;
  if (field.kind === 'amount') return /^\d{1,12}$/.test(raw) ? Number(raw) : field.fallback;
  if (field.kind === 'day') return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : field.fallback;
  return field.values?.find((value) => String(value) === raw) ?? field.fallback;
}

/** The URL's values, each checked against its field; a bad or unknown one is its default. */
export function parseListQuery<Q extends object>(spec: ListQuerySpec<Q>, params: URLSearchParams): Q {
  const fields = spec.fields as Record<string, ListField<unknown>>;
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, parseValue(field, params.get(paramOf(spec, key)))])) as Q;
}

/** The URL after a change: defaults are left out, and any change but the page goes back to page 1. */
export function writeListQuery<Q extends object>(spec: ListQuerySpec<Q>, current: URLSearchParams, patch: Partial<Q>): URLSearchParams {
  const next = new URLSearchParams(current);
  const defaults = spec.defaults as Record<string, unknown>;
  const entries = Object.entries(patch);
  if (entries.some(([key]) => key !== spec.keys.page)) next.delete(paramOf(spec, spec.keys.page));
  for (const [key, value] of entries) {
    const param = paramOf(spec, key);
    if (value === undefined || value === '' || value === defaults[key]) next.delete(param);
    else next.set(param, String(value));
  }
  return next;
}

/** The filter keys: everything but paging and sorting. */
export function filterKeys<Q extends object>(spec: ListQuerySpec<Q>): (keyof Q & string)[] {
  const fixed = new Set([spec.keys.page, spec.keys.perPage, spec.keys.sortColumn, spec.keys.sort]);
  return Object.keys(spec.fields).filter((key) => !fixed.has(key)) as (keyof Q & string)[];
}

export function isFiltered<Q extends object>(spec: ListQuerySpec<Q>, query: Q): boolean {
  return filterKeys(spec).some((key) => query[key] !== spec.defaults[key]);
}

/** The patch that clears search and filters (sort and page size stay). */
export function resetPatch<Q extends object>(spec: ListQuerySpec<Q>): Partial<Q> {
  return Object.fromEntries(filterKeys(spec).map((key) => [key, spec.defaults[key]])) as Partial<Q>;
}

/** The page to show when the total shrank under the current one (e.g. after deleting the last row of the last page). */
export function clampPage(page: number, perPage: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / perPage)));
}

/**
 * The sort after a click on a column: the same column flips; another starts ascending, except the
 * default column, which starts in its default direction.
 */
export function nextSort(
  current: { column: string; sort: SortDirection },
  column: string,
  defaults: { column: string; sort: SortDirection },
): { column: string; sort: SortDirection } {
  if (current.column === column) return { column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { column, sort: column === defaults.column ? defaults.sort : 'asc' };
}
