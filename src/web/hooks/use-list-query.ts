import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isFiltered, parseListQuery, resetPatch, writeListQuery, filterKeys, type ListQuerySpec } from './list-query';

export const SEARCH_DELAY_MS = 300;

export interface ListQuery<Q extends object> {
  spec: ListQuerySpec<Q>;
  /** The RTK Query argument, as the contract names it. */
  query: Q;
  /** Writes a change (a new history entry, so Back undoes it; `replace` for corrections such as clamping the page). */
  set: (patch: Partial<Q>, options?: { replace?: boolean }) => void;
  setSearch: (text: string) => void;
  reset: () => void;
  isFiltered: boolean;
  /** Changes whenever search or a filter changes (not paging or sorting). */
  filterKey: string;
}

/** A list's query held in the URL: read through `spec`, written back without defaults. */
export function useListQuery<Q extends object>(spec: ListQuerySpec<Q>): ListQuery<Q> {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(spec, params), [spec, params]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL as last written: a change made before the page has drawn the one before it (a filter chosen just as the
  // typed search is written) builds on that one, not on the URL of the last drawing, which would drop it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const write = useCallback(
    (patch: Partial<Q>, replace: boolean) => {
      latest.current = writeListQuery(spec, latest.current, patch);
      setParams(latest.current, { replace });
    },
    [spec, setParams],
  );
  const set = useCallback(
    (patch: Partial<Q>, options?: { replace?: boolean }) => {
      clearTimeout(timer.current);
      write(patch, options?.replace ?? false);
    },
    [write],
  );
  const setSearch = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      // Typing replaces the history entry: Back leaves the list instead of undoing letters.
      timer.current = setTimeout(() => write({ [spec.keys.search]: text.trim() } as Partial<Q>, true), SEARCH_DELAY_MS);
    },
    [spec, write],
  );
  const reset = useCallback(() => set(resetPatch(spec)), [set, spec]);
  const filterKey = JSON.stringify(filterKeys(spec).map((key) => query[key]));

  return { spec, query, set, setSearch, reset, isFiltered: isFiltered(spec, query), filterKey };
}
