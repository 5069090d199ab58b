import { PeopleExport } from './people-export';

/** /extensions/export: a table to CSV (papaparse), XLSX (exceljs) and PDF (jsPDF with its autotable). */
export default function ExportPage() {
  return <PeopleExport selectable={false} />;
}
