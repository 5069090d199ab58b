import type { InvoiceDetail, InvoiceInput, LineItem } from '../contract';
import type { IssueMessages } from '@/web/components/form/issue-text';
import { TYPED_DATE_MESSAGES } from '@/web/components/form/date-value';
import { isoDay } from '@/web/components/form/iso-day';

/** What the editor holds: the add endpoint's invoice, every default filled. */
export type InvoiceFormValues = Required<Omit<InvoiceInput, 'items'>> & { items: Required<LineItem>[] };

export const emptyItem = () => ({ item: '', description: '', cost: 0, qty: 1 });

const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

export function formValuesOf(invoice: InvoiceDetail | null): InvoiceFormValues {
  if (!invoice) return { clientId: Number.NaN, issuedDate: inDays(0), dueDate: inDays(30), service: '', taxRate: 21, note: '', items: [emptyItem()] };
  return {
    clientId: invoice.clientId ?? Number.NaN,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    taxRate: invoice.taxRate,
    note: invoice.note,
    items: invoice.items.map((i) => ({ item: i.item, description: i.description, cost: i.cost, qty: i.qty })),
  };
}

// A date that cannot be read has the date input's own text.
const date = { ...TYPED_DATE_MESSAGES.date, required: 'invoices.errors.date' };
const number = (key: string) => ({ required: key, invalid_value: key, too_small: key, too_big: key });

/** The editor's wording for some codes, per field (line items by their own name). */
export const INVOICE_MESSAGES: Record<string, IssueMessages> = {
  clientId: { ...number('invoices.errors.client'), unknown_client: 'invoices.errors.client' },
  issuedDate: date,
  dueDate: { ...date, due_before_issue: 'invoices.errors.dueBeforeIssue' },
  service: { required: 'invoices.errors.service', too_long: 'invoices.errors.service' },
  taxRate: number('invoices.errors.taxRate'),
  note: { too_long: 'invoices.errors.note' },
  items: { required: 'invoices.errors.items', too_small: 'invoices.errors.items' },
  item: { required: 'invoices.errors.item', too_long: 'invoices.errors.item' },
  description: { too_long: 'invoices.errors.description' },
  cost: { ...number('invoices.errors.cost'), two_decimals: 'invoices.errors.cents' },
  qty: number('invoices.errors.qty'),
};
