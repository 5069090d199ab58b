import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from '@/web/hooks/list-query';
import { sortFieldsOf, type ListColumn } from './list-column';

interface Props {
  column: ListColumn<never>;
  sorted: { field: string; sort: SortDirection } | undefined;
  onSort: (field: string) => void;
}

/** A header cell: plain text, or one sort button per server field, with `aria-sort` on the cell. */
export function SortHeader({ column, sorted, onSort }: Props) {
  const { t } = useTranslation();
  const fields = sortFieldsOf(column);
  const active = fields.some(({ field }) => field === sorted?.field);
  const className = column.align === 'end' ? 'tb-align-end' : undefined;
  if (fields.length === 0) {
    return (
      <th scope="col" className={className}>
        {t(column.header)}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={active ? (sorted?.sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {fields.map(({ field, header }, i) => (
        <Fragment key={field}>
          {i > 0 && (
            <span className="text-body-secondary tb-sort-separator" aria-hidden="true">
              ·
            </span>
          )}
          <button type="button" className="tb-sort-button" onClick={() => onSort(field)}>
            {t(header)}
            {sorted?.field !== field ? (
              <ArrowUpDown size={14} className="tb-sort-idle" aria-hidden="true" />
            ) : sorted.sort === 'asc' ? (
              <ArrowUp size={14} aria-hidden="true" />
            ) : (
              <ArrowDown size={14} aria-hidden="true" />
            )}
          </button>
        </Fragment>
      ))}
    </th>
  );
}
