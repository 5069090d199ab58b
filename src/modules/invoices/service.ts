import type { z } from 'zod';
import { sql } from 'kysely';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { countRows } from '@/platform/db/counts';
import { orderedPage } from '@/platform/db/paging';
import { BROAD_SEARCH, matchesSearch } from '@/platform/db/search';
import { containsText } from '@/platform/db/sql';
import type { Client, Invoice, InvoiceDetail, invoiceListQuery, newClient } from './contract';
import { fromCents } from './money';
import { INVOICE_SEARCH } from './search';
import type { InvoiceClientRow, InvoiceRow, InvoiceTable } from './tables';

type SortColumn = z.output<typeof invoiceListQuery>['sortColumn'];
/** API sort column → table column; text columns sort case-insensitively. */
const COLUMNS: Record<SortColumn, { column: keyof InvoiceTable; text: boolean }> = {
  id: { column: 'id', text: false },
  issuedDate: { column: 'issued_date', text: false },
  dueDate: { column: 'due_date', text: false },
  total: { column: 'total_cents', text: false },
  balance: { column: 'balance_cents', text: false },
  invoiceStatus: { column: 'invoice_status', text: false },
  service: { column: 'service', text: true },
  'client.name': { column: 'client_name', text: true },
  'client.companyEmail': { column: 'client_email', text: true },
  'client.company': { column: 'client_company', text: true },
  'client.country': { column: 'client_country', text: true },
};

/** The organisation's bank account, printed on every invoice (sample values). */
export const BANK = { bankName: 'Banco Tablero', country: 'España', iban: 'ES91 2100 0418 4502 0005 1332', swiftCode: 'TBLRESMMXXX' } as const;

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    service: row.service,
    total: fromCents(row.total_cents),
    avatar: row.avatar,
    invoiceStatus: row.invoice_status as Invoice['invoiceStatus'],
    balance: fromCents(row.balance_cents),
    client: {
      address: row.client_address,
      company: row.client_company,
      companyEmail: row.client_email,
      country: row.client_country,
      contact: row.client_contact,
      name: row.client_name,
    },
  };
}

export function toClient(row: InvoiceClientRow): Client {
  return { id: row.id, name: row.name, company: row.company, companyEmail: row.company_email, address: row.address, country: row.country, contact: row.contact, avatar: row.avatar };
}

/**
 * SPEC §7: q matches the client's email and name, the id, total, balance and due date; a query that is part of
 * 'paid' also finds every zero-balance invoice. Filtered by status, sorted (nested client fields too) and paged in SQL.
 */
export async function listInvoices(ctx: ServiceContext, query: z.output<typeof invoiceListQuery>) {
  const q = query.q.replace(/^#(?=\d)/, '');
  const filtered = (scan: boolean) => {
    let select = ctx.db.selectFrom('invoices');
    if (q) {
      select = select.where((eb) => {
        const matches = [matchesSearch(ctx.db, INVOICE_SEARCH, q, scan)];
        if ('paid'.includes(q.toLowerCase())) matches.push(eb('balance_cents', '=', 0));
        return eb.or(matches);
      });
    }
    if (query.status) select = select.where('invoice_status', '=', query.status);
    return select;
  };
  const total = await countRows(ctx.db, filtered(false));
  const { column, text } = COLUMNS[query.sortColumn];
  // The page's ids off the sort column's index, then those rows (see the people list).
  const order = { by: text ? sql`lower(${sql.ref(column)})` : sql.ref(column), direction: query.sort };
  const rows = await orderedPage(ctx.db, filtered(total > BROAD_SEARCH), order, query, (ids) => ctx.db.selectFrom('invoices').selectAll().where('id', 'in', ids));
  return { invoices: rows.map(toInvoice), total };
}

async function rowOf(db: Db, id: number) {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Invoice ${id} not found`);
  return row;
}

/** One invoice with its line items, payments and the bank details to pay it into. */
export async function getInvoice(ctx: { db: Db }, id: number): Promise<{ invoice: InvoiceDetail; paymentDetails: typeof BANK & { totalDue: number } }> {
  const row = await rowOf(ctx.db, id);
  const [items, payments] = await Promise.all([
    ctx.db.selectFrom('invoice_items').selectAll().where('invoice_id', '=', id).orderBy('position').execute(),
    ctx.db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', id).orderBy('paid_on').orderBy('id').execute(),
  ]);
  const subtotal = Number(row.subtotal_cents);
  const invoice: InvoiceDetail = {
    ...toInvoice(row),
    clientId: row.client_id,
    items: items.map((i) => ({ item: i.item, description: i.description, cost: fromCents(i.cost_cents), qty: i.qty })),
    subtotal: fromCents(subtotal),
    taxRate: Number(row.tax_rate),
    tax: fromCents(Number(row.total_cents) - subtotal),
    note: row.note,
    payments: payments.map((p) => ({ id: p.id, amount: fromCents(p.amount_cents), date: p.paid_on, method: p.method as InvoiceDetail['payments'][number]['method'], note: p.note })),
  };
  return { invoice, paymentDetails: { totalDue: invoice.balance, ...BANK } };
}

/** SPEC §7: the first five clients (by id); q narrows them by name, company or email. */
export async function listClients(ctx: ServiceContext, q: string) {
  let query = ctx.db.selectFrom('invoice_clients').selectAll();
  if (q) query = query.where((eb) => eb.or([containsText(ctx.db, eb.ref('name'), q), containsText(ctx.db, eb.ref('company'), q), containsText(ctx.db, eb.ref('company_email'), q)]));
  const rows = await query.orderBy('id').limit(5).execute();
  return rows.map(toClient);
}

export async function addClient(ctx: ServiceContext, input: z.output<typeof newClient>) {
  const row = await ctx.db
    .insertInto('invoice_clients')
    .values({ name: input.name, company: input.company, company_email: input.companyEmail, address: input.address, country: input.country, contact: input.contact, avatar: '' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { client: toClient(row) };
}

export async function deleteInvoice(ctx: ServiceContext, id: number) {
  await rowOf(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('invoice_items').where('invoice_id', '=', id).execute();
    await trx.deleteFrom('invoice_payments').where('invoice_id', '=', id).execute();
    await trx.deleteFrom('invoices').where('id', '=', id).execute();
  });
  return { id };
}
