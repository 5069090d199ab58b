/** Spreadsheets read a UTF-8 file as UTF-8 (accents intact) only when it starts with the byte order mark. */
export const CSV_BOM = '\ufeff';

/** A number or a phone number (`+34 600 11 22 33`, `-12.5`) is data, whatever sign it starts with. */
const NUMERIC = /^[+-]?[\d\s().-]+$/;
/** Text a spreadsheet would run as a formula when the file is opened. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text that a
 * spreadsheet would take for a formula (`=HYPERLINK(…)`) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 says. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
