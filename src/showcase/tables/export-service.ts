import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { CSV_BOM, csvLine } from '@/platform/contract/csv';
import type { FileAnswer } from '@/platform/contract/file-answer';
import { countRows } from '@/platform/db/counts';
import { rowsAfter } from '@/platform/db/paging';
import { BROAD_SEARCH } from '@/platform/db/search';
import type { Employee, employeeExportQuery, selectedExport } from './contract';
import { EMPLOYEE_COLUMNS, employees, filteredEmployees, sortKey, toEmployee } from './service';
import { xlsxStream, type Cell } from './xlsx-stream';

/** The file's columns, in order, named as the contract names them (the same whatever the UI language). */
export const EXPORT_COLUMNS = ['id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'] as const;
/** Rows read per statement: memory stays flat however many rows match. */
export const EXPORT_BATCH = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Format = 'csv' | 'xlsx';

const cellsOf = (row: Employee): Cell[] => EXPORT_COLUMNS.map((column) => row[column]);

/** Batches of rows as a file of `format`: CSV text, or an XLSX workbook's bytes. */
function fileOf(ctx: ServiceContext, name: string, format: Format, batches: AsyncIterable<Employee[]>): FileAnswer {
  const day = ctx.now.toISOString().slice(0, 10);
  const filename = `${name}-${day}.${format}`;
  if (format === 'xlsx') {
    async function* cells() {
      for await (const rows of batches) yield rows.map(cellsOf);
    }
    return { filename, type: XLSX_TYPE, chunks: xlsxStream('Employees', EXPORT_COLUMNS, cells(), ctx.now) };
  }
  async function* text() {
    yield CSV_BOM + csvLine(EXPORT_COLUMNS);
    for await (const rows of batches) yield rows.map((row) => csvLine(cellsOf(row))).join('');
  }
  return { filename, type: 'text/csv', chunks: text() };
}

/**
 * Every employee the search and filters select, in the list's order, with no row cap. Read EXPORT_BATCH rows per
 * statement by keyset (the sort key and id of the last row read), so each statement seeks the sort column's index to
 * where the last one ended and the server holds one batch at a time.
 */
export async function exportEmployees(ctx: ServiceContext, query: z.output<typeof employeeExportQuery>): Promise<FileAnswer> {
  const walk = (await countRows(ctx.db, filteredEmployees(ctx.db, query))) > BROAD_SEARCH ? query.sortColumn : undefined;
  const order = { by: sortKey(query.sortColumn), direction: query.sort };
  async function* batches() {
    let last: { key: string | number; id: number } | undefined;
    for (;;) {
      let page = filteredEmployees(ctx.db, query, walk).select(EMPLOYEE_COLUMNS).select(order.by.as('sort_key'));
      if (last) page = page.where(rowsAfter(ctx.db, order, [last.key, last.id]));
      const rows = await page.orderBy(order.by, order.direction).orderBy('id', order.direction).limit(EXPORT_BATCH).execute();
      if (rows.length === 0) return;
      yield rows.map(toEmployee);
      if (rows.length < EXPORT_BATCH) return;
      const end = rows[rows.length - 1];
      last = { key: end.sort_key, id: end.id };
    }
  }
  return fileOf(ctx, 'employees', query.format, batches());
}

/** The selected employees (ids the page posts), in id order; ids that name no row are left out. */
export async function exportSelectedEmployees(ctx: ServiceContext, body: z.output<typeof selectedExport>): Promise<FileAnswer> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  async function* batches() {
    for (let at = 0; at < ids.length; at += EXPORT_BATCH) {
      const rows = await employees(ctx.db).select(EMPLOYEE_COLUMNS).where('id', 'in', ids.slice(at, at + EXPORT_BATCH)).orderBy('id').execute();
      yield rows.map(toEmployee);
    }
  }
  return fileOf(ctx, 'employees-selected', body.format, batches());
}
