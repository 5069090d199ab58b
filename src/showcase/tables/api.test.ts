import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import type { Employee } from './contract';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The least-privileged role reads the showcase's table like everyone signed in.
  headers = (await t.login('client@demo.com', 'client')).headers;
});
afterAll(() => t.app.close());

const get = (url: string, as: Record<string, string> = headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: as });
const page = async (query: string) => {
  const res = await get(`/datatables/data?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { allData: Employee[]; invoices: Employee[]; total: number };
};
const all = async () => (await get('/datatables/initial-data')).json() as Employee[];
// Both engines compare lower-cased text by code (PostgreSQL runs with the C locale in tests).
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const csvRows = (body: string) => body.replace(/^\ufeff/, '').trim().split('\r\n');

describe('GET /api/datatables/initial-data', () => {
  it('200 with the 100 seeded employees, statuses 1 to 5', async () => {
    const rows = await all();
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(Object.keys(rows[0]).sort()).toEqual(['age', 'avatar', 'city', 'email', 'experience', 'full_name', 'id', 'post', 'responsive_id', 'salary', 'start_date', 'status']);
  });
  it('401 without a token', async () => {
    expect((await get('/datatables/initial-data', {})).statusCode).toBe(401);
  });
});

describe('GET /api/datatables/data', () => {
  it('pages 10 at a time from page 1, with the total', async () => {
    const first = await page('');
    expect(first.invoices.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.total).toBe(100);
    expect(first.allData).toEqual([]);
    const last = await page('page=4&perPage=25');
    expect(last.invoices.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => 76 + i));
  });
  it('sorts on every column, both ways, the id breaking ties', async () => {
    const rows = await all();
    const compare: Record<string, (a: Employee, b: Employee) => number> = {};
    for (const column of ['full_name', 'post', 'email', 'city', 'start_date'] as const) compare[column] = (a, b) => byCode(a[column].toLowerCase(), b[column].toLowerCase()) || a.id - b.id;
    for (const column of ['id', 'salary', 'age', 'experience', 'status'] as const) compare[column] = (a, b) => a[column] - b[column] || a.id - b.id;
    for (const [column, by] of Object.entries(compare)) {
      const asc = await page(`sortColumn=${column}&perPage=100`);
      expect(asc.invoices.map((r) => r[column as keyof Employee]), column).toEqual([...rows].sort(by).map((r) => r[column as keyof Employee]));
      const desc = await page(`sortColumn=${column}&sort=desc&perPage=5`);
      expect(desc.invoices.map((r) => r.id), column).toEqual([...rows].sort((a, b) => by(b, a)).slice(0, 5).map((r) => r.id));
    }
  });
  it('searches name, post, email, age, salary and start date with q', async () => {
    const rows = await all();
    const sample = rows[7];
    for (const q of [sample.full_name.split(' ')[1], sample.post, sample.email, String(sample.salary), sample.start_date]) {
      const found = await page(`q=${encodeURIComponent(q)}&perPage=100`);
      expect(found.invoices.map((r) => r.id), q).toContain(sample.id);
      expect(found.total).toBe(found.invoices.length);
      const text = q.toLowerCase();
      for (const r of found.invoices) expect([r.full_name, r.post, r.email, String(r.age), String(r.salary), r.start_date].join('\n').toLowerCase()).toContain(text);
    }
    expect((await page('q=zzzz-none')).total).toBe(0);
  });
  it('filters each column: text, status, date, salary and age ranges', async () => {
    const rows = await all();
    const expectFilter = async (query: string, keep: (r: Employee) => boolean) => {
      const found = await page(`${query}&perPage=100`);
      expect(found.invoices.map((r) => r.id), query).toEqual(rows.filter(keep).map((r) => r.id));
      expect(found.total).toBe(rows.filter(keep).length);
    };
    const sample = rows[3];
    await expectFilter(`full_name=${encodeURIComponent(sample.full_name.slice(0, 4))}`, (r) => r.full_name.toLowerCase().includes(sample.full_name.slice(0, 4).toLowerCase()));
    await expectFilter('full_name=a', (r) => r.full_name.toLowerCase().includes('a'));
    await expectFilter(`post=${encodeURIComponent('engineer')}`, (r) => r.post.toLowerCase().includes('engineer'));
    await expectFilter('email=faro', (r) => r.email.includes('faro'));
    await expectFilter(`city=${encodeURIComponent(sample.city)}`, (r) => r.city.toLowerCase().includes(sample.city.toLowerCase()));
    await expectFilter('status=3', (r) => r.status === 3);
    await expectFilter(`startFrom=${sample.start_date}`, (r) => r.start_date >= sample.start_date);
    await expectFilter(`startFrom=2020-01-01&startTo=2022-12-31`, (r) => r.start_date >= '2020-01-01' && r.start_date <= '2022-12-31');
    await expectFilter('salaryMin=50000&salaryMax=90000', (r) => r.salary >= 50000 && r.salary <= 90000);
    await expectFilter('ageMin=30&ageMax=40&status=2', (r) => r.age >= 30 && r.age <= 40 && r.status === 2);
  });
  it('400 naming the parameter that is wrong', async () => {
    for (const [query, path] of [
      ['sortColumn=nope', 'query.sortColumn'],
      ['status=9', 'query.status'],
      ['startFrom=31-01-2024', 'query.startFrom'],
      ['salaryMin=-5', 'query.salaryMin'],
      ['perPage=500', 'query.perPage'],
      ['page=0', 'query.page'],
    ]) {
      const res = await get(`/datatables/data?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues[0].path, query).toBe(path);
    }
  });
  it('401 without a token', async () => {
    expect((await get('/datatables/data', {})).statusCode).toBe(401);
  });
});

describe('GET /api/datatables/export', () => {
  it('answers the filtered set as CSV, every matching row in the list order', async () => {
    const rows = (await all()).filter((r) => r.status === 4).sort((a, b) => b.salary - a.salary || b.id - a.id);
    const res = await get('/datatables/export?status=4&sortColumn=salary&sort=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvRows(res.body);
    expect(lines[0]).toBe('id,full_name,post,email,city,start_date,salary,age,experience,status');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(rows.map((r) => r.id));
    const first = rows[0];
    expect(lines[1]).toBe([first.id, first.full_name, first.post, first.email, first.city, first.start_date, first.salary, first.age, first.experience, first.status].join(','));
  });
  it('answers XLSX that a spreadsheet library reads back', async () => {
    const res = await get('/datatables/export?format=xlsx&city=madrid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const madrid = (await all()).filter((r) => r.city === 'Madrid');
    expect(sheet.rowCount).toBe(madrid.length + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('full_name');
    expect(sheet.getRow(2).getCell(1).value).toBe(madrid[0].id);
    expect(sheet.getRow(2).getCell(2).value).toBe(madrid[0].full_name);
  });
  it('400 for an unknown format, 401 signed out', async () => {
    const res = await get('/datatables/export?format=pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.format');
    expect((await get('/datatables/export', {})).statusCode).toBe(401);
  });
});

describe('POST /api/datatables/export-selected', () => {
  const post = (payload: object, as = headers) => t.app.inject({ method: 'POST', url: '/api/datatables/export-selected', headers: as, payload });
  it('answers only the selected rows, in id order', async () => {
    const res = await post({ ids: [42, 7, 99, 7], format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/employees-selected-/);
    expect(csvRows(res.body).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([7, 42, 99]);
  });
  it('as XLSX too', async () => {
    const res = await post({ ids: [3, 1], format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getColumn(1).values.slice(2)).toEqual([1, 3]);
  });
  it('400 naming ids when none or too many are sent, 401 signed out', async () => {
    for (const ids of [[], Array.from({ length: 1001 }, (_, i) => i + 1), ['x']]) {
      const res = await post({ ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^body\.ids/);
    }
    expect((await post({ ids: [1] }, {})).statusCode).toBe(401);
  });
});
