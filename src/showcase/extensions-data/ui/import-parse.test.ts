import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readPeopleFile, sampleFile } from './import-parse';
import { SAMPLE_ROWS } from './import-columns';

const csv = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

describe('readPeopleFile', () => {
  it('reads a CSV whatever the headers look like, and names each wrong cell', async () => {
    const result = await readPeopleFile(csv('\ufeffName,E-mail,Age,Start date\nAna Ruiz,ana@example.com,34,2021-03-15\nX,not-mail,15,2021-02-30\n'));
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, cells: { name: 'Ana Ruiz', email: 'ana@example.com', age: '34', start_date: '2021-03-15' }, errors: {} },
        { line: 3, cells: { name: 'X', email: 'not-mail', age: '15', start_date: '2021-02-30' }, errors: { name: 'name', email: 'email', age: 'age', start_date: 'startDate' } },
      ],
    });
  });

  it('refuses a file without the expected columns, an empty one and one of another kind', async () => {
    expect(await readPeopleFile(csv('nombre,correo\nAna,ana@example.com\n'))).toEqual({ ok: false, problem: 'columns', missing: ['name', 'email', 'age', 'start_date'] });
    expect(await readPeopleFile(csv('name,email,age,start_date\n'))).toEqual({ ok: false, problem: 'empty' });
    expect(await readPeopleFile(csv(''))).toEqual({ ok: false, problem: 'empty' });
    expect(await readPeopleFile(csv('name', 'people.txt'))).toEqual({ ok: false, problem: 'unreadable' });
    expect(await readPeopleFile(new File(['not a zip'], 'people.xlsx'))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('reads back the XLSX sample: dates as days, the three wrong rows found', async () => {
    const blob = await sampleFile('xlsx', SAMPLE_ROWS);
    const result = await readPeopleFile(new File([await blob.arrayBuffer()], 'sample.xlsx'));
    if (!result.ok) throw new Error(result.problem);
    expect(result.rows).toHaveLength(7);
    expect(result.rows[0].cells.start_date).toBe('2021-03-15');
    expect(result.rows.filter((row) => Object.keys(row.errors).length).map((row) => row.line)).toEqual([4, 5, 6]);
  });

  it('reads dates a spreadsheet holds as dates', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['name', 'email', 'age', 'start_date']);
    sheet.addRow(['Ana Ruiz', 'ana@example.com', 34, new Date(Date.UTC(2020, 0, 31))]);
    const result = await readPeopleFile(new File([await book.xlsx.writeBuffer()], 'x.xlsx'));
    expect(result.ok && result.rows[0]).toMatchObject({ cells: { start_date: '2020-01-31', age: '34' }, errors: {} });
  });
});
