import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

/** One server sort field of a column and the translation key of its button. */
export interface SortField {
  field: string;
  header: string;
}

/** A list column, declared once: header, server sort field(s), cell and alignment. */
export interface ListColumn<T> {
  id: string;
  /** Translation key of the header. */
  header: string;
  /** The server's sort field; several when one column sorts two ways (a client by name or by e-mail). */
  sort?: string | readonly SortField[];
  cell: (row: T, t: TFunction) => ReactNode;
  align?: 'end';
  /** Classes of the body cells. */
  className?: string;
  /** False for columns that must stay (the actions). */
  canHide?: boolean;
}

export function sortFieldsOf(column: Pick<ListColumn<never>, 'header' | 'sort'>): readonly SortField[] {
  if (!column.sort) return [];
  return typeof column.sort === 'string' ? [{ field: column.sort, header: column.header }] : column.sort;
}

/** The columns in `order` (by id), those it leaves out after them in their declared order. */
export function orderColumns<C extends { id: string }>(columns: readonly C[], order: readonly string[] | undefined): readonly C[] {
  if (!order?.length) return columns;
  const rank = new Map(order.map((id, i) => [id, i]));
  return columns
    .map((column, i) => ({ column, at: rank.get(column.id) ?? order.length + i }))
    .sort((a, b) => a.at - b.at)
    .map(({ column }) => column);
}
