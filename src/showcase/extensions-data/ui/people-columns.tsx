import type { ListColumn } from '@/web/components/list-column';
import { formatDay, formatNumber } from '@/web/i18n/i18n';
import type { Person } from './people';

/** The sample table's columns; each sorts (in the browser: the rows are made here). */
export const PEOPLE_COLUMNS: readonly ListColumn<Person>[] = [
  {
    id: 'name',
    header: 'showcase.extData.fields.name',
    sort: 'name',
    canHide: false,
    cell: (person) => (
      <div className="lh-sm">
        <bdi className="d-block fw-semibold">{person.name}</bdi>
        <small className="text-body-secondary">{person.email}</small>
      </div>
    ),
  },
  { id: 'department', header: 'showcase.extData.fields.department', sort: 'department', cell: (person, t) => t(`showcase.extData.departments.${person.department}`) },
  { id: 'age', header: 'showcase.extData.fields.age', sort: 'age', align: 'end', cell: (person) => formatNumber(person.age) },
  { id: 'startDate', header: 'showcase.extData.fields.startDate', sort: 'startDate', className: 'text-nowrap', cell: (person) => formatDay(person.startDate) },
  { id: 'salary', header: 'showcase.extData.fields.salary', sort: 'salary', align: 'end', className: 'text-nowrap', cell: (person) => formatNumber(person.salary, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }) },
];
