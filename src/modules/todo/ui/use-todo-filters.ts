import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TodoListQuery } from '../contract';
import { TODO_FILTERS, TODO_SORTS, TODO_TAGS } from '../routes';

type Filter = (typeof TODO_FILTERS)[number];
type Tag = (typeof TODO_TAGS)[number];
type Sort = (typeof TODO_SORTS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list.includes(value as T) ? (value as T) : undefined);

/** Search, filter, tag and sort live in the URL, so a reload or a shared link shows the same list. */
export function useTodoFilters() {
  const [params, setParams] = useSearchParams();
  const query: TodoListQuery = useMemo(
    () => ({
      q: params.get('q') ?? '',
      filter: oneOf<Filter>(TODO_FILTERS, params.get('filter')),
      tag: oneOf<Tag>(TODO_TAGS, params.get('tag')),
      sortBy: oneOf<Sort>(TODO_SORTS, params.get('sortBy')) ?? 'latest',
    }),
    [params],
  );
  const update = useCallback(
    (changes: Partial<Record<'q' | 'filter' | 'tag' | 'sortBy', string | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, update };
}
