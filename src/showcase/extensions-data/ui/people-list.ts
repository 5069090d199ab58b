import { defineListQuery, oneOf, paging, sorting, text } from '@/web/hooks/list-query';
import { DEPARTMENTS, type Person } from './people';

const SORT_COLUMNS = ['name', 'department', 'age', 'startDate', 'salary'] as const;

/** The sample table's query, kept in the address like any list's: search, department, sort and page. */
export const peopleQuery = defineListQuery({
  q: text(),
  department: oneOf(DEPARTMENTS),
  ...sorting(SORT_COLUMNS, 'name', 'asc'),
  ...paging(),
});
export type PeopleQuery = typeof peopleQuery.defaults;

const folded = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The people the query finds (all pages), in its order: what the server of a real list would do. */
export function findPeople(people: readonly Person[], query: PeopleQuery): Person[] {
  const words = folded(query.q).split(/\s+/).filter(Boolean);
  const found = people.filter(
    (person) => (!query.department || person.department === query.department) && words.every((word) => folded(`${person.name} ${person.email}`).includes(word)),
  );
  const column = query.sortColumn;
  const direction = query.sort === 'asc' ? 1 : -1;
  return found.sort((a, b) => {
    const x = a[column];
    const y = b[column];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (order || a.id - b.id) * direction;
  });
}

/** One page of `rows` (pages start at 1). */
export const pageOf = <T>(rows: readonly T[], page: number, perPage: number) => rows.slice((page - 1) * perPage, page * perPage);
