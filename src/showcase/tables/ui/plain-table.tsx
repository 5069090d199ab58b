import Table, { type TableProps } from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Employee } from '../contract';
import { STATUS_TONES } from './employee-status';
import { DayText, Money } from './formats';

const SHORT = ['full_name', 'post', 'city', 'status'] as const;
const WIDE = ['full_name', 'email', 'post', 'city', 'start_date', 'salary', 'age', 'experience', 'status'] as const;

interface Props extends Pick<TableProps, 'striped' | 'bordered' | 'borderless' | 'hover' | 'size' | 'variant' | 'responsive'> {
  rows: Employee[];
  /** Names the table. */
  caption: string;
  /** Every column (for the responsive example) rather than four. */
  wide?: boolean;
  /** Each row coloured by its status (contextual classes). */
  contextual?: boolean;
}

function cell(row: Employee, column: (typeof WIDE)[number], t: TFunction) {
  // As text: a tinted badge on a tinted or dark row would not keep its contrast.
  if (column === 'status') return t(`showcase.tables.statuses.${row.status}`);
  if (column === 'start_date') return <DayText value={row.start_date} />;
  if (column === 'salary') return <Money value={row.salary} />;
  if (column === 'experience') return t('showcase.tables.years', { count: row.experience });
  if (column === 'full_name' || column === 'email') return <bdi>{row[column]}</bdi>;
  return row[column];
}

/** A plain (client-side) table of a few employees in one of Bootstrap's table styles. */
export function PlainTable({ rows, caption, wide = false, contextual = false, responsive, ...style }: Props) {
  const { t } = useTranslation();
  const columns = wide ? WIDE : SHORT;
  // The scrolling wrapper is focusable, so a keyboard can scroll it too.
  const table = (
    <Table {...style} className="align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          {columns.map((column) => (
            <th key={column} scope="col" className="text-nowrap">
              {t(`showcase.tables.fields.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={contextual ? `table-${STATUS_TONES[row.status] ?? 'light'}` : undefined}>
            <th scope="row">{row.id}</th>
            {columns.map((column) => (
              <td key={column} className={wide ? 'text-nowrap' : undefined}>
                {cell(row, column, t)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return responsive ? (
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
