import type { z } from 'zod';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import type { invoiceInput, paymentInput, sendInput } from './contract';
import { amountText, toCents, totalsOf } from './money';
import { getInvoice } from './service';
import type { InvoiceTable } from './tables';

type Input = z.output<typeof invoiceInput>;
type Fields = Omit<InvoiceTable, 'id' | 'balance_cents' | 'invoice_status' | 'amounts_text'>;

/** The client's details are copied from the address book; the totals are computed here, never taken from the caller. */
async function fieldsOf(db: Db, input: Input): Promise<Fields> {
  const client = await db.selectFrom('invoice_clients').selectAll().where('id', '=', input.clientId).executeTakeFirst();
  if (!client) throw new Invalid('Choose a client from the list', [{ path: 'body.invoice.clientId', message: 'Choose a client from the list', code: 'unknown_client' }]);
  const { subtotal, total } = totalsOf(input.items, input.taxRate);
  return {
    client_id: client.id,
    issued_date: input.issuedDate,
    due_date: input.dueDate,
    service: input.service,
    subtotal_cents: subtotal,
    tax_rate: input.taxRate,
    total_cents: total,
    avatar: client.avatar,
    note: input.note,
    client_name: client.name,
    client_company: client.company,
    client_email: client.company_email,
    client_address: client.address,
    client_country: client.country,
    client_contact: client.contact,
  };
}

async function writeItems(db: Db, invoiceId: number, items: Input['items']) {
  await db.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
  await db
    .insertInto('invoice_items')
    .values(items.map((item, position) => ({ invoice_id: invoiceId, position, item: item.item, description: item.description, cost_cents: toCents(item.cost), qty: item.qty })))
    .execute();
}

/** A new invoice starts as a Draft owing its whole total. */
export async function addInvoice(ctx: ServiceContext, input: Input) {
  const fields = await fieldsOf(ctx.db, input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('invoices')
      .values({ ...fields, balance_cents: fields.total_cents, invoice_status: 'Draft', amounts_text: `${amountText(fields.total_cents)} ${amountText(fields.total_cents)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeItems(trx, row.id, input.items);
    return row.id;
  });
  return getInvoice(ctx, id);
}

/**
 * Rewrites an invoice. What was already paid stays paid: the balance becomes the new total minus it (negative
 * when the new total is below what was paid, a credit). A zero balance reads Paid; a paid invoice that owes again
 * reads Partial Payment (or Draft when nothing was paid).
 */
export async function updateInvoice(ctx: ServiceContext, id: number, input: Input) {
  const current = await ctx.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw new NotFound(`Invoice ${id} not found`);
  const fields = await fieldsOf(ctx.db, input);
  const paid = Number(current.total_cents) - Number(current.balance_cents);
  const balance = fields.total_cents - paid;
  let status = current.invoice_status;
  if (balance === 0) status = 'Paid';
  else if (status === 'Paid') status = paid > 0 ? 'Partial Payment' : 'Draft';
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invoices')
      .set({ ...fields, balance_cents: balance, invoice_status: status, amounts_text: `${amountText(fields.total_cents)} ${amountText(balance)}` })
      .where('id', '=', id)
      .execute();
    await writeItems(trx, id, input.items);
  });
  return getInvoice(ctx, id);
}

/** A payment lowers the balance; it may not exceed what is owed. At zero the invoice reads Paid, otherwise Partial Payment. */
export async function addPayment(ctx: ServiceContext, input: z.output<typeof paymentInput>) {
  const current = await ctx.db.selectFrom('invoices').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!current) throw new NotFound(`Invoice ${input.id} not found`);
  const owed = Number(current.balance_cents);
  const amount = toCents(input.amount);
  if (owed <= 0) throw new Invalid('Nothing is owed on this invoice', [{ path: 'body.amount', message: 'Nothing is owed on this invoice', code: 'nothing_owed' }]);
  if (amount > owed) throw new Invalid('The payment is more than the balance', [{ path: 'body.amount', message: 'The payment is more than the balance', code: 'overpaid' }]);
  const balance = owed - amount;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('invoice_payments').values({ invoice_id: input.id, amount_cents: amount, paid_on: input.date, method: input.method, note: input.note }).execute();
    await trx
      .updateTable('invoices')
      .set({ balance_cents: balance, invoice_status: balance === 0 ? 'Paid' : 'Partial Payment', amounts_text: `${amountText(Number(current.total_cents))} ${amountText(balance)}` })
      .where('id', '=', input.id)
      .execute();
  });
  return getInvoice(ctx, input.id);
}

/** Sending is recorded by the status: Sent, unless the invoice is already settled or part-paid. */
export async function sendInvoice(ctx: ServiceContext, input: z.output<typeof sendInput>) {
  const current = await ctx.db.selectFrom('invoices').select(['invoice_status', 'balance_cents']).where('id', '=', input.id).executeTakeFirst();
  if (!current) throw new NotFound(`Invoice ${input.id} not found`);
  const keep = current.invoice_status === 'Paid' || current.invoice_status === 'Partial Payment';
  if (!keep) await ctx.db.updateTable('invoices').set({ invoice_status: 'Sent' }).where('id', '=', input.id).execute();
  return getInvoice(ctx, input.id);
}
