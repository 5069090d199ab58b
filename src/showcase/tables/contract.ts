import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { fileAnswer } from '@/platform/contract/file-answer';
import { pagingQuery, searchTerm, sortDirection } from '@/platform/contract/lists';
import { recordId } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { datatablesRoutes, EMPLOYEE_SORT_COLUMNS, EMPLOYEE_STATUSES, EXPORT_FORMATS, SELECTED_MAX } from './routes';

/** SPEC §3: one employee row, with the spec's field names. */
export const employee = z.object({
  id: z.number(),
  responsive_id: z.string(),
  /** An image path, or '' when the row shows initials. */
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** `YYYY-MM-DD`. */
  start_date: z.string(),
  /** Yearly, in whole units of the currency. */
  salary: z.number(),
  age: z.number(),
  /** Years of experience. */
  experience: z.number(),
  status: z.number(),
});
export type Employee = z.infer<typeof employee>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .meta({ examples: ['2024-01-31'] });
const amount = (max: number) => z.coerce.number().int('Use a whole number').min(0).max(max).optional();
const columnText = singleLine().max(100).optional();

/** The table's search, column filters and sort: what the page asks and what an export of the filtered set takes. */
export const employeeFilters = z.object({
  /** SPEC §7: matches name, post, email, age, salary or start date. */
  q: searchTerm,
  /** Column filters: the column contains the text (any case). */
  full_name: columnText,
  post: columnText,
  email: columnText,
  city: columnText,
  status: z.coerce.number().pipe(z.union(EMPLOYEE_STATUSES.map((s) => z.literal(s)), { message: 'Status is a number from 1 to 5' })).optional(),
  /** Started on or after / on or before. */
  startFrom: isoDate.optional(),
  startTo: isoDate.optional(),
  salaryMin: amount(10_000_000),
  salaryMax: amount(10_000_000),
  ageMin: amount(150),
  ageMax: amount(150),
  sortColumn: z.enum(EMPLOYEE_SORT_COLUMNS).default('id'),
  sort: sortDirection.default('asc'),
});

export const employeeListQuery = employeeFilters.extend(pagingQuery(10));
export type EmployeeListQuery = z.input<typeof employeeListQuery>;

export const employeeExportQuery = employeeFilters.extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
export type EmployeeExportQuery = z.input<typeof employeeExportQuery>;

export const selectedExport = z.object({
  ids: z
    .array(recordId())
    .min(1, 'Select at least one row')
    .max(SELECTED_MAX, `At most ${SELECTED_MAX} rows`)
    .meta({ examples: [[1, 2, 3]] }),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
export type SelectedExport = z.input<typeof selectedExport>;

/** The most rows the whole-table read answers (SPEC §7 asks for all of them; at SEED_SCALE that is 100,000 and more). */
export const INITIAL_DATA_MAX = 100;

export * from './routes';
export const datatablesContract = defineContract(datatablesRoutes, {
  initialData: {
    response: z.array(employee),
    summary: `The employee table, whole at the sample volume (100 rows); at most the first ${INITIAL_DATA_MAX} by id when seeded larger`,
  },
  data: {
    query: employeeListQuery,
    response: z.object({
      /** Kept for the spec's shape and always empty: the whole table would defeat server-side paging. */
      allData: z.array(employee),
      /** The page (the spec's name). */
      invoices: z.array(employee),
      total: z.number(),
    }),
    summary: 'Employees searched (q), filtered by column (text, status, start date, salary and age ranges), sorted on any column and paged in SQL',
  },
  exportAll: {
    query: employeeExportQuery,
    response: fileAnswer,
    file: 'text/csv',
    summary: 'Every employee the search, filters and sort select, as CSV (UTF-8 with BOM) or XLSX, streamed from SQL a batch at a time: no row cap',
  },
  exportSelected: {
    body: selectedExport,
    response: fileAnswer,
    file: 'text/csv',
    summary: `The employees with the given ids (at most ${SELECTED_MAX}), in id order, as CSV or XLSX`,
  },
});
