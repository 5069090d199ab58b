import { Avatar } from '@/web/components/avatar';
import type { ListColumn } from '@/web/components/list-column';
import type { Employee } from '../contract';
import { EmployeeStatus } from './employee-status';
import { DayText, Money } from './formats';

const field = (name: string) => `showcase.tables.fields.${name}`;

/** Every column of the employee table; each sorts on the server under its own name. */
export const EMPLOYEE_COLUMNS: readonly ListColumn<Employee>[] = [
  {
    id: 'full_name',
    header: field('full_name'),
    sort: 'full_name',
    canHide: false,
    cell: (row) => (
      <div className="d-flex align-items-center gap-2">
        <Avatar name={row.full_name} src={row.avatar || null} size="sm" />
        <span className="fw-semibold text-nowrap">
          <bdi>{row.full_name}</bdi>
        </span>
      </div>
    ),
  },
  { id: 'email', header: field('email'), sort: 'email', cell: (row) => <bdi>{row.email}</bdi> },
  { id: 'post', header: field('post'), sort: 'post', className: 'text-nowrap', cell: (row) => row.post },
  { id: 'city', header: field('city'), sort: 'city', cell: (row) => row.city },
  { id: 'start_date', header: field('start_date'), sort: 'start_date', className: 'text-nowrap', cell: (row) => <DayText value={row.start_date} /> },
  { id: 'salary', header: field('salary'), sort: 'salary', align: 'end', className: 'text-nowrap', cell: (row) => <Money value={row.salary} /> },
  { id: 'age', header: field('age'), sort: 'age', align: 'end', cell: (row) => row.age },
  { id: 'experience', header: field('experience'), sort: 'experience', align: 'end', cell: (row, t) => t('showcase.tables.years', { count: row.experience }) },
  { id: 'status', header: field('status'), sort: 'status', cell: (row) => <EmployeeStatus status={row.status} /> },
];

export const EMPLOYEE_COLUMN_IDS = EMPLOYEE_COLUMNS.map((column) => column.id);
