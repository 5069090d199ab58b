import { z } from 'zod';
import { ID_MAX, recordId, recordIdParam } from '@/platform/contract/record-id';
import { multiLine, singleLine } from '@/platform/contract/text';
import { pagingQuery, searchTerm, sortDirection } from '@/platform/contract/lists';
import { defineContract } from '@/platform/contract/define-contract';
import { INVOICE_STATUSES, INVOICE_SORT_COLUMNS, PAYMENT_METHODS, invoicesRoutes } from './routes';


const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'Not a real date', params: { code: 'invalid_date' } });
/** Money in the currency's units with at most two decimals. */
const money = z.number().finite().refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'At most two decimals', params: { code: 'two_decimals' } });

export const invoiceClient = z.object({
  address: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  country: z.string(),
  contact: z.string(),
  name: z.string(),
});

export const invoice = z.object({
  id: z.number(),
  issuedDate: z.string(),
  dueDate: z.string(),
  service: z.string(),
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  balance: z.number(),
  client: invoiceClient,
});
export type Invoice = z.infer<typeof invoice>;

export const lineItem = z.object({
  item: singleLine().min(1, 'Enter the item').max(120),
  description: multiLine().trim().max(500).default(''),
  cost: money.min(0, 'The cost cannot be negative').max(10_000_000),
  qty: z.number().int('Whole quantities only').min(1, 'At least 1').max(100_000),
});
export type LineItem = z.input<typeof lineItem>;

export const payment = z.object({ id: z.number(), amount: z.number(), date: z.string(), method: z.enum(PAYMENT_METHODS), note: z.string() });

/** The detail view: the list fields plus what the document needs. */
export const invoiceDetail = invoice.extend({
  clientId: z.number().nullable(),
  items: z.array(z.object({ item: z.string(), description: z.string(), cost: z.number(), qty: z.number() })),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  note: z.string(),
  payments: z.array(payment),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const paymentDetails = z.object({ totalDue: z.number(), bankName: z.string(), country: z.string(), iban: z.string(), swiftCode: z.string() });

export const client = invoiceClient.extend({ id: z.number(), avatar: z.string() });
export type Client = z.infer<typeof client>;

export const newClient = z.object({
  name: singleLine().min(1, 'Enter the name').max(80),
  company: singleLine().max(80).default(''),
  companyEmail: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  address: singleLine().max(200).default(''),
  country: singleLine().max(60).default(''),
  contact: singleLine().max(30).default(''),
});
export type NewClient = z.input<typeof newClient>;

export const invoiceInput = z
  .object({
    clientId: z.number({ error: 'Choose a client' }).int().positive('Choose a client').max(ID_MAX, 'No record has so large an id'),
    issuedDate: isoDay,
    dueDate: isoDay,
    service: singleLine().min(1, 'Enter the service').max(120),
    taxRate: z.number().min(0, 'Between 0 and 100').max(100, 'Between 0 and 100').default(0),
    note: multiLine().trim().max(2000).default(''),
    items: z.array(lineItem).min(1, 'Add at least one item').max(100),
  })
  .refine((v) => v.dueDate >= v.issuedDate, { path: ['dueDate'], message: 'The due date cannot be before the issue date', params: { code: 'due_before_issue' } });
export type InvoiceInput = z.input<typeof invoiceInput>;

export const invoiceListQuery = z.object({
  q: searchTerm,
  status: z.enum(INVOICE_STATUSES).optional(),
  sort: sortDirection.default('desc'),
  sortColumn: z.enum(INVOICE_SORT_COLUMNS).default('id'),
  ...pagingQuery(10),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

export const paymentInput = z.object({
  id: recordId(),
  amount: money.positive('The amount must be above zero').max(10_000_000),
  date: isoDay,
  method: z.enum(PAYMENT_METHODS),
  note: multiLine().trim().max(500).default(''),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const sendInput = z.object({
  id: recordId(),
  to: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  subject: singleLine().min(1, 'Enter the subject').max(200),
  message: multiLine().trim().max(5000).default(''),
});
export type SendInput = z.input<typeof sendInput>;

const detailResponse = z.object({ invoice: invoiceDetail, paymentDetails });

export * from './routes';
export const invoicesContract = defineContract(invoicesRoutes, {
  list: {
    query: invoiceListQuery,
    response: z.object({ invoices: z.array(invoice), total: z.number() }),
    summary: 'Invoices searched (client email and name, id, total, balance, due date; "paid" also finds zero balances), filtered by status, sorted and paged in SQL',
  },
  get: {
    params: z.object({ id: recordIdParam() }),
    response: detailResponse,
  },
  clients: {
    query: z.object({ q: searchTerm }),
    response: z.array(client),
    summary: 'The first five clients (matching q by name, company or email when given)',
  },
  addClient: {
    body: z.object({ client: newClient }),
    response: z.object({ client }),
    status: 201,
  },
  add: {
    body: z.object({ invoice: invoiceInput }),
    response: detailResponse,
    status: 201,
    summary: 'A new Draft invoice; the total is computed from the line items and tax rate',
  },
  update: {
    body: z.object({ id: recordId(), invoice: invoiceInput }),
    response: detailResponse,
  },
  addPayment: {
    body: paymentInput,
    response: detailResponse,
    summary: 'Lowers the balance; a zero balance reads Paid; more than the balance is refused',
  },
  send: {
    body: sendInput,
    response: detailResponse,
    summary: 'Records that the invoice was sent and marks it Sent (a paid invoice stays Paid)',
  },
  remove: {
    body: z.object({ id: recordId() }),
    response: z.object({ id: z.number() }),
  },
});
