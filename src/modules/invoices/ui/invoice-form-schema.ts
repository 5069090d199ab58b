import { z } from 'zod';
import type { InvoiceDetail, InvoiceInput } from '../contract';
import { today } from './form-helpers';

/** The editor's rules; messages are translation keys (the server checks the contract's rules again). */
export const invoiceFormSchema = z
  .object({
    clientId: z.number({ error: 'invoices.errors.client' }).int().positive('invoices.errors.client'),
    issuedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoices.errors.date'),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoices.errors.date'),
    service: z.string().trim().min(1, 'invoices.errors.service').max(120, 'invoices.errors.service'),
    taxRate: z.number({ error: 'invoices.errors.taxRate' }).min(0, 'invoices.errors.taxRate').max(100, 'invoices.errors.taxRate'),
    note: z.string().max(2000, 'invoices.errors.note'),
    items: z
      .array(
        z.object({
          item: z.string().trim().min(1, 'invoices.errors.item').max(120, 'invoices.errors.item'),
          description: z.string().max(500, 'invoices.errors.description'),
          cost: z.number({ error: 'invoices.errors.cost' }).min(0, 'invoices.errors.cost').max(10_000_000, 'invoices.errors.cost'),
          qty: z.number({ error: 'invoices.errors.qty' }).int('invoices.errors.qty').min(1, 'invoices.errors.qty').max(100_000, 'invoices.errors.qty'),
        }),
      )
      .min(1, 'invoices.errors.items'),
  })
  .refine((v) => v.dueDate >= v.issuedDate, { path: ['dueDate'], message: 'invoices.errors.dueBeforeIssue' });
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

export const emptyItem = () => ({ item: '', description: '', cost: 0, qty: 1 });

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function formValuesOf(invoice: InvoiceDetail | null): InvoiceFormValues {
  if (!invoice) return { clientId: Number.NaN, issuedDate: today(), dueDate: inDays(30), service: '', taxRate: 21, note: '', items: [emptyItem()] };
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

export const inputOf = (values: InvoiceFormValues): InvoiceInput => values;
