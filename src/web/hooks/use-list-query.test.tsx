// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { defineListQuery, int, oneOf, PAGE_SIZES, SORT_DIRECTIONS, text } from './list-query';
import { SEARCH_DELAY_MS, useListQuery } from './use-list-query';

const spec = defineListQuery(
  {
    q: text(),
    assignedTo: oneOf(['admin', 'user']),
    sortColumn: oneOf(['name', 'email'], 'name'),
    sort: oneOf(SORT_DIRECTIONS, 'asc'),
    page: int(),
    perPage: oneOf(PAGE_SIZES, 10),
  },
  { params: { assignedTo: 'role' } },
);

/** The hook on a page opened at `url`, with the address and how the last navigation happened. */
function openAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListQuery(spec), search: useLocation().search, navigation: useNavigationType() }), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useListQuery', () => {
  it('reads the query from the URL, with defaults for what is missing or wrong', () => {
    const { result } = openAt('/list?q=ana&role=root&sortColumn=email&page=3');
    expect(result.current.list.query).toEqual({ q: 'ana', assignedTo: undefined, sortColumn: 'email', sort: 'asc', page: 3, perPage: 10 });
    expect(result.current.list.isFiltered).toBe(true);
  });

  it('writes a filter as a new history entry, under its URL name, back on page 1', () => {
    const { result } = openAt('/list?page=3&sort=desc');
    act(() => result.current.list.set({ assignedTo: 'user' }));
    expect(result.current.search).toBe('?sort=desc&role=user');
    expect(result.current.navigation).toBe('PUSH');
    expect(result.current.list.query).toMatchObject({ assignedTo: 'user', page: 1, sort: 'desc' });
  });

  it('builds each change on the one before, even before the page has drawn it', () => {
    const { result } = openAt('/list?q=ana');
    act(() => {
      result.current.list.set({ assignedTo: 'user' });
      result.current.list.set({ sortColumn: 'email' });
    });
    expect(result.current.search).toBe('?q=ana&role=user&sortColumn=email');
  });

  it('replaces the entry when asked (a page clamped into range)', () => {
    const { result } = openAt('/list?page=9');
    act(() => result.current.list.set({ page: 4 }, { replace: true }));
    expect(result.current.search).toBe('?page=4');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('writes the search once typing pauses, trimmed, replacing the entry', () => {
    vi.useFakeTimers();
    const { result } = openAt('/list');
    act(() => result.current.list.setSearch(' be'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    act(() => result.current.list.setSearch(' bea '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('?q=bea');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('drops a pending search when another change comes first', () => {
    vi.useFakeTimers();
    const { result } = openAt('/list');
    act(() => result.current.list.setSearch('late'));
    act(() => result.current.list.set({ sortColumn: 'email' }));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(result.current.search).toBe('?sortColumn=email');
  });

  it('resets search and filters, keeping sort and page size', () => {
    const { result } = openAt('/list?q=a&role=user&sort=desc&perPage=25&page=2');
    act(() => result.current.list.reset());
    expect(result.current.search).toBe('?sort=desc&perPage=25');
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('changes the filter key with search or filters, not with paging or sorting', () => {
    const { result } = openAt('/list');
    const initial = result.current.list.filterKey;
    act(() => result.current.list.set({ page: 2 }));
    act(() => result.current.list.set({ sort: 'desc' }));
    expect(result.current.list.filterKey).toBe(initial);
    act(() => result.current.list.set({ assignedTo: 'admin' }));
    expect(result.current.list.filterKey).not.toBe(initial);
  });
});
