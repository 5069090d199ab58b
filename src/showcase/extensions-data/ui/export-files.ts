// Loaded on the first export: each format's library comes only when that format is asked for.
import { saveBlob } from './save-blob';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** A table to write: its title, its column headers and, per row, the raw values (numbers and dates kept as such) and the text a reader sees. */
export interface ExportTable {
  title: string;
  headers: string[];
  values: (string | number | Date)[][];
  texts: string[][];
}

const isoDay = (value: string | number | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

async function csv(table: ExportTable) {
  const { default: Papa } = await import('papaparse');
  // The byte order mark lets spreadsheet programs read the accents as UTF-8.
  const text = Papa.unparse({ fields: table.headers, data: table.values.map((row) => row.map(isoDay)) });
  return new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
}

async function xlsx(table: ExportTable) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.title.slice(0, 31));
  sheet.columns = table.headers.map((header, i) => ({
    header,
    width: Math.max(header.length, ...table.texts.map((row) => row[i]?.length ?? 0)) + 2,
    style: table.values[0]?.[i] instanceof Date ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table.values);
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function pdf(table: ExportTable) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape' });
  doc.setFontSize(14);
  doc.text(table.title, 14, 16);
  autoTable(doc, { head: [table.headers], body: table.texts, startY: 22, styles: { fontSize: 9 }, headStyles: { fillColor: [109, 93, 252] } });
  return doc.output('blob');
}

const WRITERS: Record<ExportFormat, (table: ExportTable) => Promise<Blob>> = { csv, xlsx, pdf };

/** Writes `table` in `format` and saves it as `<name>.<format>`; returns the file's name. */
export async function exportTable(format: ExportFormat, table: ExportTable, name: string) {
  const file = `${name}.${format}`;
  saveBlob(await WRITERS[format](table), file);
  return file;
}
