import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
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
import { ChevronRight } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { clampPage, nextSort, type SortDirection } from '@/web/hooks/list-query';
import type { ColumnVisibility } from '@/web/hooks/use-column-visibility';
import type { ListQuery } from '@/web/hooks/use-list-query';
import { orderColumns, type ListColumn } from './list-column';
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

/** Rows that open a detail line under themselves: which are open (by id), and what the line shows. */
export interface RowExpansion<T> {
  ids: Record<string, boolean>;
  onChange: (ids: Record<string, boolean>) => void;
  render: (row: T) => ReactNode;
  /** Names a row's toggle ("Details of Ana Ruiz"). */
  rowLabel: (row: T) => string;
  /** Names the toggles' column. */
  header: string;
}

/** How tight the rows sit: compact is Bootstrap's small table, comfortable adds room. */
export type TableDensity = 'compact' | 'normal' | 'comfortable';
export const TABLE_DENSITIES: readonly TableDensity[] = ['compact', 'normal', 'comfortable'];

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
  expansion?: RowExpansion<T>;
  /** Column ids in the order to show them (ids left out follow, in their declared order). */
  order?: readonly string[];
  density?: TableDensity;
  /** The header stays in view while the rows scroll inside the table's region. */
  stickyHeader?: boolean;
}

const NO_ROWS: never[] = [];
const SKELETON_ROWS = 5;

/**
 * A server-paged table on TanStack Table: sorting and paging come from the list's URL query (manual
 * mode, `rowCount` = total), rows keep their ids, and the four states of a list (loading, empty, error, done).
 */
export function DataTable<T extends { id: number | string }, Q extends object>({ list, columns: declared, rows, total, result, label, empty, visibility, selection, expansion, order, density = 'normal', stickyHeader }: Props<T, Q>) {
  const { t } = useTranslation();
  const { keys, defaults } = list.spec;
  const query = list.query as Record<string, unknown>;
  const page = query[keys.page] as number;
  const perPage = query[keys.perPage] as number;
  const sortable = keys.sortColumn in list.spec.fields;
  const sorting: SortingState = sortable ? [{ id: String(query[keys.sortColumn]), desc: query[keys.sort] === 'desc' }] : [];

  const columns = useMemo(() => orderColumns(declared, order), [declared, order]);
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
  const extra = (selection ? 1 : 0) + (expansion ? 1 : 0);
  const toggleExpanded = (id: string) => expansion?.onChange({ ...expansion.ids, [id]: !expansion.ids[id] });
  const tableClass = ['table table-hover align-middle mb-0', density === 'compact' ? 'table-sm' : '', density === 'comfortable' ? 'tb-table-comfortable' : ''].join(' ').trim();
  const cellClass = (column: ListColumn<T>) => [column.align === 'end' ? 'tb-align-end' : '', column.className ?? ''].join(' ').trim() || undefined;
  return (
    <>
      <div className={`table-responsive tb-data-table${busy ? ' tb-busy' : ''}${stickyHeader ? ' tb-sticky-head' : ''}`} role="region" aria-label={label} aria-busy={result.isFetching} tabIndex={0}>
        <table className={tableClass}>
          <thead>
            <tr>
              {expansion && (
                <th scope="col" className="tb-select-cell">
                  <span className="visually-hidden">{expansion.header}</span>
                </th>
              )}
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
                  {expansion && <td />}
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
              {tableRows.map((row) => {
                const open = Boolean(expansion?.ids[row.id]);
                return (
                  <Fragment key={row.id}>
                    <tr className={row.getIsSelected() ? 'table-active' : undefined}>
                      {expansion && (
                        <td className="tb-select-cell">
                          <button
                            type="button"
                            className="btn btn-sm tb-expand-button"
                            aria-expanded={open}
                            aria-controls={open ? `tb-detail-${row.id}` : undefined}
                            aria-label={expansion.rowLabel(row.original)}
                            onClick={() => toggleExpanded(row.id)}
                          >
                            <ChevronRight size={16} aria-hidden="true" className={open ? 'tb-expand-open' : 'tb-flip-rtl'} />
                          </button>
                        </td>
                      )}
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
                    {expansion && open && (
                      <tr id={`tb-detail-${row.id}`} className="tb-detail-row">
                        <td colSpan={visible.length + extra}>{expansion.render(row.original)}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          )}
        </table>
      </div>
      {total !== undefined && total > 0 && <Pager page={page} perPage={perPage} total={total} onPage={(next) => table.setPageIndex(next - 1)} />}
    </>
  );
}

