import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { createTestApp } from '@/server/test-app';
import { invoiceInput, invoiceListQuery, paymentInput } from './contract';
import { totalsOf } from './money';
import { addClient, deleteInvoice, getInvoice, listClients, listInvoices } from './service';
import { addInvoice, addPayment, sendInvoice, updateInvoice } from './service-writes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
let clientId: number;
const list = (query: Record<string, unknown> = {}) => listInvoices(ctx, invoiceListQuery.parse(query));
const add = (input: Record<string, unknown> = {}) =>
  addInvoice(ctx, invoiceInput.parse({ clientId, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Auditoría', taxRate: 21, items: [{ item: 'Horas', cost: 100, qty: 3 }, { item: 'Informe', cost: 49.99, qty: 1 }], ...input }));
const pay = (id: number, amount: number) => addPayment(ctx, paymentInput.parse({ id, amount, date: '2026-11-20', method: 'cash' }));

beforeAll(async () => {
  t = await createTestApp();
  const rules = [{ action: 'manage', subject: 'all' }];
  ctx = { db: t.db, now: new Date('2026-11-22T10:00:00Z'), user: { id: 1, role: 'admin', rules, ability: buildAbility(rules) } };
  clientId = (await addClient(ctx, { name: 'Zacarías Quintero', company: 'Qx', companyEmail: 'zq@quintero.example', address: 'Calle 1', country: 'España', contact: '' })).client.id;
});
afterAll(() => t.app.close());

describe('totals', () => {
  it('subtotal of cost × qty, tax on it rounded to the cent, total', () => {
    expect(totalsOf([{ cost: 100, qty: 3 }, { cost: 49.99, qty: 1 }], 21)).toEqual({ subtotal: 34999, tax: 7350, total: 42349 });
    expect(totalsOf([{ cost: 0.1, qty: 3 }], 0)).toEqual({ subtotal: 30, tax: 0, total: 30 });
  });
  it('the server computes the total from the items; a new invoice is a Draft owing all of it', async () => {
    const { invoice, paymentDetails } = await add();
    expect(invoice).toMatchObject({ total: 423.49, subtotal: 349.99, tax: 73.5, balance: 423.49, invoiceStatus: 'Draft' });
    expect(invoice.client).toMatchObject({ name: 'Zacarías Quintero', companyEmail: 'zq@quintero.example' });
    expect(invoice.items.map((i) => i.item)).toEqual(['Horas', 'Informe']);
    expect(paymentDetails).toMatchObject({ totalDue: 423.49, iban: expect.any(String), swiftCode: expect.any(String) });
  });
  it('an unknown client is refused naming the field', async () => {
    await expect(add({ clientId: 99999 })).rejects.toMatchObject({ status: 400, issues: [{ path: 'body.invoice.clientId' }] });
  });
});

describe('search, filter and sort (SPEC §7)', () => {
  it('matches the client name and email case-insensitively, the id, the total and the due date', async () => {
    const { invoice } = await add({ dueDate: '2027-03-17', items: [{ item: 'X', cost: 7777.5, qty: 1 }], taxRate: 0 });
    expect((await list({ q: 'zACARÍAS' })).invoices.map((i) => i.id)).toContain(invoice.id);
    expect((await list({ q: 'ZQ@QUINTERO' })).invoices.map((i) => i.id)).toContain(invoice.id);
    expect((await list({ q: '7777.5' })).invoices.map((i) => i.id)).toEqual([invoice.id]);
    expect((await list({ q: '2027-03-17' })).invoices.map((i) => i.id)).toEqual([invoice.id]);
    expect((await list({ q: `#${invoice.id}`, perPage: 100 })).invoices.map((i) => i.id)).toContain(invoice.id);
    expect((await list({ q: 'nobody-here' })).total).toBe(0);
  });
  it("a query that is part of 'paid' also finds every zero-balance invoice", async () => {
    const zero = Number((await t.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('balance_cents', '=', 0).executeTakeFirstOrThrow()).n);
    expect(zero).toBeGreaterThan(0);
    for (const q of ['paid', 'PAI']) {
      const found = await list({ q, perPage: 100 });
      expect(found.total).toBe(zero);
      expect(found.invoices.every((i) => i.balance === 0)).toBe(true);
    }
    expect((await list({ q: 'unpaid', perPage: 100 })).invoices.some((i) => i.balance === 0)).toBe(false);
  });
  it('filters by status and counts the filtered rows', async () => {
    const drafts = await list({ status: 'Draft', perPage: 100 });
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.invoices.every((i) => i.invoiceStatus === 'Draft')).toBe(true);
    expect(drafts.total).toBe(drafts.invoices.length);
  });
  it('sorts by nested client fields and by numbers, both ways', async () => {
    const byName = (await list({ sortColumn: 'client.name', sort: 'asc', perPage: 100 })).invoices.map((i) => i.client.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0).map((x) => x));
    expect(byName[byName.length - 1]).toBe('zacarías quintero');
    const byEmail = (await list({ sortColumn: 'client.companyEmail', sort: 'desc', perPage: 100 })).invoices.map((i) => i.client.companyEmail);
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const byBalance = (await list({ sortColumn: 'balance', sort: 'asc', perPage: 100 })).invoices.map((i) => i.balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => a - b));
  });
  it('pages 10 at a time by default', async () => {
    const page1 = await list();
    const page2 = await list({ page: 2 });
    expect(page1.invoices).toHaveLength(10);
    expect(page1.total).toBe(page2.total);
    expect(page2.invoices[0].id).toBeLessThan(page1.invoices[9].id);
  });
});

describe('payments, editing and sending', () => {
  it('every sample invoice that owes less than its total carries the payments that account for the difference', async () => {
    const seeded = await t.db
      .selectFrom('invoices')
      .leftJoin('invoice_payments', 'invoice_payments.invoice_id', 'invoices.id')
      .select(['invoices.id', 'invoices.invoice_status', 'invoices.total_cents', 'invoices.balance_cents', 'invoice_payments.amount_cents', 'invoice_payments.paid_on', 'invoices.issued_date'])
      .where('invoices.client_id', '!=', clientId)
      .execute();
    const settled = seeded.filter((r) => r.invoice_status === 'Paid' || r.invoice_status === 'Partial Payment');
    expect(settled.length).toBeGreaterThan(0);
    for (const r of seeded) expect(Number(r.amount_cents ?? 0)).toBe(Number(r.total_cents) - Number(r.balance_cents));
    // The sample data is dated from the day it is seeded: every payment falls after its issue and before that day.
    const seededOn = new Date().toISOString().slice(0, 10);
    for (const r of settled) expect(r.paid_on! > r.issued_date && r.paid_on! < seededOn).toBe(true);
  });
  it('a payment lowers the balance (Partial Payment); the rest makes it zero and Paid; more is refused', async () => {
    const { invoice } = await add();
    const partial = await pay(invoice.id, 100);
    expect(partial.invoice).toMatchObject({ balance: 323.49, invoiceStatus: 'Partial Payment' });
    await expect(pay(invoice.id, 323.5)).rejects.toBeInstanceOf(Invalid);
    expect((await getInvoice(ctx, invoice.id)).invoice.balance).toBe(323.49);
    const paid = await pay(invoice.id, 323.49);
    expect(paid.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(paid.invoice.payments.map((p) => p.amount)).toEqual([100, 323.49]);
    await expect(pay(invoice.id, 1)).rejects.toMatchObject({ status: 400, issues: [{ path: 'body.amount' }] });
    expect((await list({ q: 'paid', perPage: 100, sortColumn: 'id' })).invoices.map((i) => i.id)).toContain(invoice.id);
  });
  it('editing recomputes the total and keeps what was paid', async () => {
    const { invoice } = await add({ taxRate: 0, items: [{ item: 'A', cost: 100, qty: 1 }] });
    await pay(invoice.id, 40);
    const edited = await updateInvoice(ctx, invoice.id, invoiceInput.parse({ clientId, issuedDate: '2026-11-01', dueDate: '2026-12-01', service: 'Otro', taxRate: 0, items: [{ item: 'A', cost: 100, qty: 1 }, { item: 'B', cost: 20, qty: 2 }] }));
    expect(edited.invoice).toMatchObject({ total: 140, balance: 100, service: 'Otro', invoiceStatus: 'Partial Payment' });
    const settled = await updateInvoice(ctx, invoice.id, invoiceInput.parse({ clientId, issuedDate: '2026-11-01', dueDate: '2026-12-01', service: 'Otro', taxRate: 0, items: [{ item: 'A', cost: 40, qty: 1 }] }));
    expect(settled.invoice).toMatchObject({ total: 40, balance: 0, invoiceStatus: 'Paid' });
    await expect(updateInvoice(ctx, 999999, invoiceInput.parse({ clientId, issuedDate: '2026-11-01', dueDate: '2026-12-01', service: 'x', items: [{ item: 'A', cost: 1, qty: 1 }] }))).rejects.toBeInstanceOf(NotFound);
  });
  it('sending marks a draft Sent; a paid invoice stays Paid', async () => {
    const { invoice } = await add();
    expect((await sendInvoice(ctx, { id: invoice.id, to: 'a@b.example', subject: 'Factura', message: '' })).invoice.invoiceStatus).toBe('Sent');
    await pay(invoice.id, invoice.total);
    expect((await sendInvoice(ctx, { id: invoice.id, to: 'a@b.example', subject: 'Factura', message: '' })).invoice.invoiceStatus).toBe('Paid');
  });
  it('the due date may not come before the issue date', () => {
    const parsed = invoiceInput.safeParse({ clientId, issuedDate: '2026-11-10', dueDate: '2026-11-01', service: 'x', items: [{ item: 'A', cost: 1, qty: 1 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['dueDate']);
  });
});

describe('clients and delete', () => {
  it('the clients list holds the first five; q narrows it', async () => {
    const first = await listClients(ctx, '');
    expect(first).toHaveLength(5);
    expect(first.map((c) => c.id)).toEqual([...first.map((c) => c.id)].sort((a, b) => a - b));
    expect((await listClients(ctx, 'quintero')).map((c) => c.id)).toEqual([clientId]);
  });
  it('delete removes the invoice and its items; then 404', async () => {
    const { invoice } = await add();
    await deleteInvoice(ctx, invoice.id);
    await expect(getInvoice(ctx, invoice.id)).rejects.toBeInstanceOf(NotFound);
    expect(await t.db.selectFrom('invoice_items').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
    await expect(deleteInvoice(ctx, invoice.id)).rejects.toBeInstanceOf(NotFound);
  });
});
