// Loaded when a file is chosen: papaparse, exceljs and zod stay out of the page until then.
import { z } from 'zod';
import { IMPORT_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, type ImportColumn, type ImportedRow, type ImportResult } from './import-columns';

// Each message is the key of its text (under showcase.extData.import.errors).
const rowSchema = z.object({
  name: z.string().trim().min(2, 'name').max(80, 'name'),
  email: z.email('email'),
  age: z.coerce.number('age').int('age').min(16, 'age').max(99, 'age'),
  start_date: z.iso.date('startDate'),
});

/** A header as people write it ("E-mail", "Start date") to the column's name. */
const columnOf = (header: string) => {
  const name = header.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return name === 'e_mail' ? 'email' : name;
};

/** Each row's cells checked against the schema: the problems by column. */
function check(records: Record<string, string>[], firstLine: number): ImportedRow[] {
  return records.map((record, i) => {
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, (record[column] ?? '').trim()])) as Record<ImportColumn, string>;
    const result = rowSchema.safeParse(cells);
    const errors: ImportedRow['errors'] = {};
    if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as ImportColumn] ??= issue.message;
    return { line: firstLine + i, cells, errors };
  });
}

function withColumns(headers: string[], records: Record<string, string>[]): ImportResult {
  const missing = IMPORT_COLUMNS.filter((column) => !headers.includes(column));
  if (missing.length) return { ok: false, problem: 'columns', missing };
  if (records.length === 0) return { ok: false, problem: 'empty' };
  if (records.length > MAX_ROWS) return { ok: false, problem: 'tooManyRows' };
  return { ok: true, rows: check(records, 2) };
}

async function readCsv(file: File): Promise<ImportResult> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>((await file.text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: columnOf });
  return withColumns(parsed.meta.fields ?? [], parsed.data);
}

/** A cell as text: a day for dates (a spreadsheet keeps dates as dates), the shown text otherwise. */
function cellText(value: unknown, shown: string): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return shown;
}

async function readXlsx(file: File): Promise<ImportResult> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.rowCount === 0) return { ok: false, problem: 'empty' };
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column] = columnOf(cell.text);
  });
  const records: Record<string, string>[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const record: Record<string, string> = {};
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const header = headers[column];
      if (header) record[header] = cellText(cell.value, cell.text);
    });
    if (Object.values(record).some((text) => text.trim())) records.push(record);
  });
  return withColumns(headers.filter(Boolean), records);
}

/** Reads a CSV or XLSX file into rows, each checked against the expected columns. */
export async function readPeopleFile(file: File): Promise<ImportResult> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: 'tooBig' };
  const xlsx = /\.xlsx$/i.test(file.name);
  if (!xlsx && !/\.csv$/i.test(file.name)) return { ok: false, problem: 'unreadable' };
  try {
    return await (xlsx ? readXlsx(file) : readCsv(file));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/** The sample file, in either format, made from `rows` (some of them wrong on purpose). */
export async function sampleFile(format: 'csv' | 'xlsx', rows: readonly (readonly (string | number)[])[]): Promise<Blob> {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    return new Blob([Papa.unparse({ fields: [...IMPORT_COLUMNS], data: rows.map((row) => [...row]) })], { type: 'text/csv;charset=utf-8' });
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('people');
  sheet.addRow([...IMPORT_COLUMNS]);
  // Right days as real dates, as a spreadsheet holds them; a wrong one stays text.
  for (const row of rows) sheet.addRow(row.map((cell, i) => (i === 3 && !Number.isNaN(Date.parse(`${cell}T00:00:00Z`)) && z.iso.date().safeParse(cell).success ? new Date(`${cell}T00:00:00Z`) : cell)));
  sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
  sheet.getRow(1).font = { bold: true };
  return new Blob([await book.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
