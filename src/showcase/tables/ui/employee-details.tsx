import { useTranslation } from 'react-i18next';
import type { Employee } from '../contract';
import { EmployeeStatus } from './employee-status';
import { DayText, Money } from './formats';

/** What an opened row shows under itself: every field of the employee, whichever columns are shown. */
export function EmployeeDetails({ row }: { row: Employee }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`showcase.tables.fields.${name}`);
  const items: [string, React.ReactNode][] = [
    ['email', <bdi key="email">{row.email}</bdi>],
    ['post', row.post],
    ['city', row.city],
    ['start_date', <DayText key="start" value={row.start_date} />],
    ['salary', <Money key="salary" value={row.salary} />],
    ['age', row.age],
    ['experience', t('showcase.tables.years', { count: row.experience })],
    ['status', <EmployeeStatus key="status" status={row.status} />],
  ];
  return (
    <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0 small tb-employee-details">
      {items.map(([name, value]) => (
        <div key={name} className="col">
          <dt className="text-body-secondary fw-normal">{field(name)}</dt>
          <dd className="mb-0 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
