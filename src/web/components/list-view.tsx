import type { ReactNode } from 'react';
import { useColumnVisibility } from '@/web/hooks/use-column-visibility';
import type { ListQuery } from '@/web/hooks/use-list-query';
import { ColumnMenu } from './column-menu';
import { DataTable, type LoadResult, type RowSelection } from './data-table';
import type { ListColumn } from './list-column';
import { ListToolbar, type ListFilter } from './list-toolbar';

interface Props<T extends { id: number | string }, Q extends object> {
  /** Names the table (its column choice is stored under it) and its region. */
  id: string;
  label: string;
  list: ListQuery<Q>;
  columns: readonly ListColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  result: LoadResult;
  search: { label: string; placeholder: string };
  filters?: readonly ListFilter<Q>[];
  /** The primary action, at the toolbar's inline end (and in the empty state). */
  action?: ReactNode;
  empty: { message: string; filtered: string; action?: ReactNode };
  selection?: RowSelection<T>;
}

/** A server-side list in its card: toolbar (search, filters, page size, column menu, action) over the data table. */
export function ListView<T extends { id: number | string }, Q extends object>({ id, label, list, columns, search, filters, action, ...table }: Props<T, Q>) {
  const visibility = useColumnVisibility(id, columns.map((column) => column.id));
  return (
    <div className="card">
      <ListToolbar
        list={list}
        search={search}
        filters={filters}
        actions={
          <>
            <ColumnMenu columns={columns} visibility={visibility} />
            {action}
          </>
        }
      />
      <DataTable list={list} columns={columns} label={label} visibility={visibility} {...table} />
    </div>
  );
}
