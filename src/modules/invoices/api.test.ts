import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

type Inv = { id: number; total: number; balance: number; invoiceStatus: string; client: { name: string; companyEmail: string } };
const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'POST', url, payload, headers });
const list = async (qs = '') => {
  const res = await get(`/api/apps/invoice/invoices${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { invoices: Inv[]; total: number; allData?: unknown };
};
const draft = (clientId: number) => ({ clientId, issuedDate: '2026-11-02', dueDate: '2026-12-02', service: 'Consultoría', taxRate: 10, note: 'Gracias', items: [{ item: 'Sesión', description: 'Dos horas', cost: 150, qty: 2 }, { item: 'Viaje', cost: 30.5, qty: 1 }] });

describe('GET /api/apps/invoice/invoices', () => {
  it('pages the 36 sample invoices 10 at a time, newest first, without allData', async () => {
    const page = await list();
    expect(page.total).toBe(36);
    expect(page.invoices).toHaveLength(10);
    expect(page.allData).toBeUndefined();
    expect(page.invoices[0].id).toBeGreaterThan(page.invoices[9].id);
    expect((await list('?page=4')).invoices).toHaveLength(6);
  });
  it('sorts by a nested client field and filters by status', async () => {
    const byName = (await list('?sortColumn=client.name&sort=asc&perPage=50')).invoices.map((i) => i.client.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const paid = await list('?status=Paid&perPage=50');
    expect(paid.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);
  });
  it.each([
    ['status=Unknown', 'query.status'],
    ['sortColumn=client.password', 'query.sortColumn'],
    ['sort=up', 'query.sort'],
    ['perPage=0', 'query.perPage'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await get(`/api/apps/invoice/invoices?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('detail, clients, add, payment, send, delete', () => {
  it('GET one: invoice and paymentDetails; 404 for an unknown id', async () => {
    const res = await get('/api/invoice/invoices/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice.id).toBe(1);
    expect(res.json().paymentDetails).toMatchObject({ bankName: expect.any(String), iban: expect.any(String), swiftCode: expect.any(String), totalDue: res.json().invoice.balance });
    expect((await get('/api/invoice/invoices/99999')).statusCode).toBe(404);
  });
  it('clients: the first five; a new client is 201 and can be billed', async () => {
    const clients = (await get('/api/invoice/clients')).json();
    expect(clients).toHaveLength(5);
    const bad = await post('/api/apps/invoice/add-client', { client: { name: '', companyEmail: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['body.client.name', 'body.client.companyEmail']));
    const res = await post('/api/apps/invoice/add-client', { client: { name: 'Rocío Beltrán', companyEmail: 'rocio@beltran.example', company: 'Beltrán' } });
    expect(res.statusCode).toBe(201);
    const added = await post('/api/apps/invoice/add', { invoice: draft(res.json().client.id) });
    expect(added.statusCode).toBe(201);
    expect(added.json().invoice.client.name).toBe('Rocío Beltrán');
  });
  it('add: 201 with the total computed on the server (a total sent by the client is ignored)', async () => {
    const clientId = (await get('/api/invoice/clients')).json()[0].id;
    const res = await post('/api/apps/invoice/add', { invoice: { ...draft(clientId), total: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().invoice).toMatchObject({ total: 363.55, subtotal: 330.5, balance: 363.55, invoiceStatus: 'Draft' });
    expect((await list(`?q=${res.json().invoice.total}`)).invoices.map((i) => i.id)).toContain(res.json().invoice.id);
  });
  it('add: invalid fields are named, nothing written', async () => {
    const before = (await list()).total;
    const res = await post('/api/apps/invoice/add', { invoice: { clientId: 1, issuedDate: '2026-13-45', dueDate: '2026-11-01', service: '', items: [{ item: '', cost: -1, qty: 0 }] } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.invoice.issuedDate', 'body.invoice.service', 'body.invoice.items.0.item', 'body.invoice.items.0.cost', 'body.invoice.items.0.qty']));
    const empty = await post('/api/apps/invoice/add', { invoice: { ...draft(1), items: [] } });
    expect(empty.json().issues[0].path).toBe('body.invoice.items');
    expect((await list()).total).toBe(before);
  });
  it('update, send, payment to zero (Paid), overpayment 400, delete then 404', async () => {
    const id = (await post('/api/apps/invoice/add', { invoice: draft(1) })).json().invoice.id;
    const updated = await post('/api/apps/invoice/update', { id, invoice: { ...draft(1), taxRate: 0 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().invoice.total).toBe(330.5);
    expect((await post('/api/apps/invoice/update', { id: 99999, invoice: draft(1) })).statusCode).toBe(404);
    const sent = await post('/api/apps/invoice/send', { id, to: 'cliente@example.com', subject: 'Factura', message: 'Adjunta' });
    expect(sent.json().invoice.invoiceStatus).toBe('Sent');
    expect((await post('/api/apps/invoice/send', { id, to: 'nope', subject: '' })).json().issues.map((i: { path: string }) => i.path)).toEqual(['body.to', 'body.subject']);
    const over = await post('/api/apps/invoice/add-payment', { id, amount: 330.51, date: '2026-11-20', method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0].path).toBe('body.amount');
    const paid = await post('/api/apps/invoice/add-payment', { id, amount: 330.5, date: '2026-11-20', method: 'bank-transfer', note: '' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect((await post('/api/apps/invoice/add-payment', { id: 99999, amount: 1, date: '2026-11-20', method: 'cash' })).statusCode).toBe(404);
    const del = () => t.app.inject({ method: 'DELETE', url: '/api/apps/invoice/delete', payload: { id }, headers: admin.headers });
    expect((await del()).statusCode).toBe(200);
    expect((await get(`/api/invoice/invoices/${id}`)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
  });
});

describe('who may call it', () => {
  it('401 without a token; 403 for the client role everywhere', async () => {
    expect((await t.app.inject({ url: '/api/apps/invoice/invoices' })).statusCode).toBe(401);
    expect((await get('/api/apps/invoice/invoices', client.headers)).statusCode).toBe(403);
    expect((await get('/api/invoice/invoices/1', client.headers)).statusCode).toBe(403);
    expect((await get('/api/invoice/clients', client.headers)).statusCode).toBe(403);
    expect((await post('/api/apps/invoice/add', { invoice: draft(1) }, client.headers)).statusCode).toBe(403);
    expect((await post('/api/apps/invoice/add-payment', { id: 1, amount: 1, date: '2026-11-20', method: 'cash' }, client.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/apps/invoice/delete', payload: { id: 1 }, headers: client.headers })).statusCode).toBe(403);
  });
});
