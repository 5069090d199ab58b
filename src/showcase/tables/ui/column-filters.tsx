import { useTranslation } from 'react-i18next';
import { RangeFilter } from '@/web/components/range-filter';
import type { ListQuery } from '@/web/hooks/use-list-query';
import type { employeesQuery } from './employees-query';
import { TextFilter } from './text-filter';

type Query = (typeof employeesQuery)['defaults'];

const TEXT_COLUMNS = ['full_name', 'email', 'post', 'city'] as const;
const RANGES = [
  { label: 'start_date', kind: 'date', from: 'startFrom', to: 'startTo' },
  { label: 'salary', kind: 'number', from: 'salaryMin', to: 'salaryMax', max: 10_000_000 },
  { label: 'age', kind: 'number', from: 'ageMin', to: 'ageMax', max: 150 },
] as const;

/** The column filters under the toolbar: a text filter per text column, and date, salary and age ranges. */
export function ColumnFilters({ list }: { list: ListQuery<Query> }) {
  const { t } = useTranslation();
  const ends = { from: t('showcase.tables.filters.from'), to: t('showcase.tables.filters.to') };
  return (
    <div className="tb-column-filters px-3 pb-3 border-bottom">
      {TEXT_COLUMNS.map((column) => (
        <TextFilter key={column} label={t(`showcase.tables.fields.${column}`)} value={list.query[column]} onChange={(value) => list.set({ [column]: value }, { replace: true })} />
      ))}
      {RANGES.map((range) => (
        <RangeFilter
          key={range.label}
          label={t(`showcase.tables.fields.${range.label}`)}
          ends={ends}
          kind={range.kind}
          from={list.query[range.from]}
          to={list.query[range.to]}
          min={0}
          max={'max' in range ? range.max : undefined}
          onChange={(end, value) => list.set({ [end === 'from' ? range.from : range.to]: value })}
        />
      ))}
    </div>
  );
}
