import type { z } from 'zod';
import { sql, type RawBuilder } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { countRows } from '@/platform/db/counts';
import { orderedPage } from '@/platform/db/paging';
import { BROAD_SEARCH, matchesSearch } from '@/platform/db/search';
import { containsText, isSqlite } from '@/platform/db/sql';
import { INITIAL_DATA_MAX, type Employee, type employeeFilters, type employeeListQuery } from './contract';
import type { EmployeeSortColumn } from './routes';
import { EMPLOYEE_SEARCH } from './search';
import { TEXT_SORTS } from './migrations';

export type EmployeeFilters = z.output<typeof employeeFilters>;

/** What a row shows: the list reads only these columns. */
export const EMPLOYEE_COLUMNS = ['id', 'responsive_id', 'avatar', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'] as const;

export const employees = (db: Db) => db.selectFrom('datatable_employees');

/** A row as the contract names it, and nothing more (a page's rows also carry their sort key). */
export function toEmployee(row: Employee): Employee {
  return {
    id: row.id,
    responsive_id: row.responsive_id,
    avatar: row.avatar,
    full_name: row.full_name,
    post: row.post,
    email: row.email,
    city: row.city,
    start_date: row.start_date,
    salary: Number(row.salary),
    age: Number(row.age),
    experience: Number(row.experience),
    status: Number(row.status),
  };
}

const TEXT_FILTERS = ['full_name', 'post', 'email', 'city'] as const;
/** The filtered columns whose text the search index holds. */
const INDEXED = new Set<string>(EMPLOYEE_SEARCH.columns.filter((c) => typeof c === 'string'));

/**
 * The rows the search and the column filters select. A column filter of three characters or more is first narrowed
 * by the trigram index over the searched text (where that text holds the column), then tested on its column.
 * `walk`: many rows match, so a page is found sooner by walking this sort column's index and testing each row than by
 * asking the search index first, or (on SQLite, whose planner would pick a filter's index and then sort every match)
 * by seeking a filtered column's index: a unary plus keeps SQLite off those indexes.
 */
export function filteredEmployees(db: Db, query: EmployeeFilters, walk?: EmployeeSortColumn) {
  const scan = walk !== undefined;
  const tested = (column: 'status' | 'start_date' | 'salary' | 'age') => (scan && isSqlite(db) && column !== walk ? sql<string | number>`+${sql.ref(column)}` : sql.ref(column));
  let q = employees(db);
  if (query.q) q = q.where(matchesSearch(db, EMPLOYEE_SEARCH, query.q, scan));
  for (const column of TEXT_FILTERS) {
    const term = query[column];
    if (!term) continue;
    if (!scan && INDEXED.has(column) && [...term].length >= 3) q = q.where(matchesSearch(db, EMPLOYEE_SEARCH, term));
    q = q.where(containsText(db, sql.ref(`datatable_employees.${column}`), term));
  }
  if (query.status !== undefined) q = q.where(tested('status'), '=', query.status);
  if (query.startFrom) q = q.where(tested('start_date'), '>=', query.startFrom);
  if (query.startTo) q = q.where(tested('start_date'), '<=', query.startTo);
  if (query.salaryMin !== undefined) q = q.where(tested('salary'), '>=', query.salaryMin);
  if (query.salaryMax !== undefined) q = q.where(tested('salary'), '<=', query.salaryMax);
  if (query.ageMin !== undefined) q = q.where(tested('age'), '>=', query.ageMin);
  if (query.ageMax !== undefined) q = q.where(tested('age'), '<=', query.ageMax);
  return q;
}

/** The sort expression of a column, exactly as its index reads it (see migrations). */
export function sortKey(column: EmployeeSortColumn): RawBuilder<string | number> {
  return (TEXT_SORTS as readonly string[]).includes(column) ? sql<string>`lower(${sql.ref(column)})` : sql<number | string>`${sql.ref(column)}`;
}

/** SPEC §7: one page of the employees the search and filters select, in the chosen order, and how many there are. */
export async function listEmployees(ctx: ServiceContext, query: z.output<typeof employeeListQuery>) {
  const total = await countRows(ctx.db, filteredEmployees(ctx.db, query));
  const order = { by: sortKey(query.sortColumn), direction: query.sort };
  const rows = await orderedPage(ctx.db, filteredEmployees(ctx.db, query, total > BROAD_SEARCH ? query.sortColumn : undefined), order, query, (ids) =>
    employees(ctx.db).select(EMPLOYEE_COLUMNS).where('id', 'in', ids),
  );
  return { allData: [], invoices: rows.map(toEmployee), total };
}

/** SPEC §7's whole table: every row at the sample volume, the first INITIAL_DATA_MAX by id when seeded larger. */
export async function initialData(ctx: ServiceContext): Promise<Employee[]> {
  const rows = await employees(ctx.db).select(EMPLOYEE_COLUMNS).orderBy('id').limit(INITIAL_DATA_MAX).execute();
  return rows.map(toEmployee);
}
