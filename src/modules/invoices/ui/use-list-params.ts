import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '../routes';

export type SortColumn = (typeof INVOICE_SORT_COLUMNS)[number];
const oneOf = <T extends string>(list: readonly T[], value: string | null) => (list.includes(value as T) ? (value as T) : undefined);

/** The list's search, status, sort and page, read from and written to the URL. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => ({
      q: params.get('q') ?? '',
      status: oneOf(INVOICE_STATUSES, params.get('status')),
      sortColumn: oneOf(INVOICE_SORT_COLUMNS, params.get('sortColumn')) ?? 'id',
      sort: params.get('sort') === 'asc' ? ('asc' as const) : ('desc' as const),
      page: Math.max(1, Number(params.get('page')) || 1),
      perPage: [10, 25, 50].includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 10,
    }),
    [params],
  );
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  /** A column starts descending for the default (id), ascending for the others; a second click flips it. */
  const sortBy = (column: SortColumn) => {
    const current = query.sortColumn === column;
    const sort = current ? (query.sort === 'asc' ? 'desc' : 'asc') : column === 'id' ? 'desc' : 'asc';
    update({ sortColumn: column === 'id' ? undefined : column, sort: sort === 'desc' ? undefined : sort, page: undefined });
  };
  return { query, update, sortBy };
}
