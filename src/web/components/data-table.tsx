import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { errorOf } from '@/web/api/request';
import { clampPage, nextSort, type SortDirection } from '@/web/hooks/list-query';
import type { ColumnVisibility } from '@/web/hooks/use-column-visibility';
import type { ListQuery } from '@/web/hooks/use-list-query';
import type { ListColumn } from './list-column';
import { Pager } from './pager';
import { SortHeader } from './sort-header';
import { EmptyState, LoadError } from './states';
import './data-table.scss';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature, columnVisibilityFeature });

export interface LoadResult {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface RowSelection<T> {
  ids: RowSelectionState;
  onChange: (ids: RowSelectionState) => void;
  /** Names a row's checkbox ("Select Ana Ruiz"). */
  rowLabel: (row: T) => string;
}

interface Props<T extends { id: number | string }, Q extends object> {
  list: ListQuery<Q>;
  columns: readonly ListColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  result: LoadResult;
  /** Names the scrolling region that holds the table. */
  label: string;
  empty: { message: string; filtered: string; action?: ReactNode };
  visibility?: ColumnVisibility;
  selection?: RowSelection<T>;
}

const NO_ROWS: never[] = [];
const SKELETON_ROWS = 5;

/**
 * A server-paged table on TanStack Table: sorting and paging come from the list's URL query (manual
 * mode, `rowCount` = total), rows keep their ids, and the four states of a list (loading, empty, error, done).
 */
export function DataTable<T extends { id: number | string }, Q extends object>({ list, columns, rows, total, result, label, empty, visibility, selection }: Props<T, Q>) {
  const { t } = useTranslation();
  const { keys, defaults } = list.spec;
  const query = list.query as Record<string, unknown>;
  const page = query[keys.page] as number;
  const perPage = query[keys.perPage] as number;
  const sortable = keys.sortColumn in list.spec.fields;
  const sorting: SortingState = sortable ? [{ id: String(query[keys.sortColumn]), desc: query[keys.sort] === 'desc' }] : [];

  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return columns.map((column) => helper.display({ id: column.id, enableHiding: column.canHide !== false, cell: ({ row }) => column.cell(row.original, t) }));
  }, [columns, t]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? NO_ROWS,
    getRowId: (row) => String(row.id),
    rowCount: total ?? 0,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: {
      sorting,
      pagination: { pageIndex: page - 1, pageSize: perPage },
      rowSelection: selection?.ids ?? {},
      columnVisibility: visibility?.hidden ?? {},
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) list.set({ [keys.sortColumn]: next.id, [keys.sort]: next.desc ? 'desc' : 'asc' } as Partial<Q>);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, { pageIndex: page - 1, pageSize: perPage });
      list.set((next.pageSize !== perPage ? { [keys.perPage]: next.pageSize } : { [keys.page]: next.pageIndex + 1 }) as Partial<Q>);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => selection?.onChange(functionalUpdate(updater, selection.ids)),
    onColumnVisibilityChange: (updater) => visibility?.setHidden(functionalUpdate(updater, visibility.hidden)),
  });

  // A page past the end (the last row of the last page was deleted, or an old link): show the last page.
  const lastPage = total === undefined ? page : clampPage(page, perPage, total);
  useEffect(() => {
    if (lastPage < page) list.set({ [keys.page]: lastPage } as Partial<Q>, { replace: true });
  }, [lastPage, page, list, keys.page]);

  const sortBy = (field: string) => {
    const current = { column: String(query[keys.sortColumn]), sort: query[keys.sort] as SortDirection };
    const next = nextSort(current, field, { column: String(defaults[keys.sortColumn as keyof Q]), sort: defaults[keys.sort as keyof Q] as SortDirection });
    table.setSorting([{ id: next.column, desc: next.sort === 'desc' }]);
  };

  if (result.error && !result.isFetching) return <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />;
  const tableRows = table.getRowModel().rows;
  if (!result.isLoading && tableRows.length === 0) return <EmptyState message={list.isFiltered ? empty.filtered : empty.message} action={empty.action} />;

  const visible = table.getVisibleLeafColumns().map((column) => byId.get(column.id)!);
  const busy = result.isFetching && !result.isLoading;
  const sorted = sortable ? { field: String(query[keys.sortColumn]), sort: query[keys.sort] as SortDirection } : undefined;
  const cellClass = (column: ListColumn<T>) => [column.align === 'end' ? 'tb-align-end' : '', column.className ?? ''].join(' ').trim() || undefined;
  return (
    <>
      <div className={`table-responsive tb-data-table${busy ? ' tb-busy' : ''}`} role="region" aria-label={label} aria-busy={result.isFetching} tabIndex={0}>
        <table className="table table-hover align-middle mb-0">
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="tb-select-cell">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('common.selectPage')}
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                </th>
              )}
              {visible.map((column) => (
                <SortHeader key={column.id} column={column as ListColumn<never>} sorted={sorted} onSort={sortBy} />
              ))}
            </tr>
          </thead>
          {result.isLoading ? (
            <tbody aria-hidden="true" className="placeholder-glow">
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i}>
                  {selection && <td />}
                  {visible.map((column) => (
                    <td key={column.id}>
                      <span className="placeholder col-8 rounded" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : (
            <tbody>
              {tableRows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
                  {selection && (
                    <td className="tb-select-cell">
                      <input type="checkbox" className="form-check-input" aria-label={selection.rowLabel(row.original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cellClass(byId.get(cell.column.id)!)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {total !== undefined && total > 0 && <Pager page={page} perPage={perPage} total={total} onPage={(next) => table.setPageIndex(next - 1)} />}
    </>
  );
}
