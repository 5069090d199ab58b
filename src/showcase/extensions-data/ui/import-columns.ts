/** The columns an imported file must have, as its header row names them. */
export const IMPORT_COLUMNS = ['name', 'email', 'age', 'start_date'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A row of the file: its line in the file, its cells as text and what is wrong with it (message keys by column). */
export interface ImportedRow {
  line: number;
  cells: Record<ImportColumn, string>;
  errors: Partial<Record<ImportColumn, string>>;
}

export type ImportResult = { ok: true; rows: ImportedRow[] } | { ok: false; problem: 'empty' | 'tooBig' | 'tooManyRows' | 'unreadable' | 'columns'; missing?: ImportColumn[] };

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_ROWS = 1000;

/** Sample rows for the downloadable files: four right, three wrong (an e-mail, an age, a date). */
export const SAMPLE_ROWS: readonly (readonly [string, string, number | string, string])[] = [
  ['Ana Ruiz', 'ana.ruiz@example.com', 34, '2021-03-15'],
  ['Claire Dubois', 'claire.dubois@example.com', 29, '2019-11-02'],
  ['Omar Haddad', 'omar.haddad@example', 41, '2018-06-20'],
  ['Lena Weber', 'lena.weber@example.com', 'treinta', '2022-01-10'],
  ['Tomás Silva', 'tomas.silva@example.com', 52, '2017-09-31'],
  ['Inês Costa', 'ines.costa@example.com', 38, '2020-05-04'],
  ['Jonas Becker', 'jonas.becker@example.com', 45, '2016-02-29'],
];
