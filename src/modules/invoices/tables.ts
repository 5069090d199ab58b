import type { Generated, Selectable } from 'kysely';

/** The address book invoices are written to. */
export interface InvoiceClientTable {
  id: Generated<number>;
  name: string;
  company: string;
  company_email: string;
  address: string;
  country: string;
  contact: string;
  avatar: string;
}

/** An invoice keeps a copy of its client's details as they were when it was written (a document does not change when the address book does). Money is in cents. */
export interface InvoiceTable {
  id: Generated<number>;
  client_id: number | null;
  issued_date: string;
  due_date: string;
  service: string;
  subtotal_cents: number;
  tax_rate: number;
  total_cents: number;
  balance_cents: number;
  invoice_status: string;
  avatar: string;
  note: string;
  client_name: string;
  client_company: string;
  client_email: string;
  client_address: string;
  client_country: string;
  client_contact: string;
  /** Total and balance written as the search sees them ("3428 -200.5"), the same on every engine. */
  amounts_text: string;
}

export interface InvoiceItemTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  item: string;
  description: string;
  cost_cents: number;
  qty: number;
}

export interface InvoicePaymentTable {
  id: Generated<number>;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
  method: string;
  note: string;
}

declare module '@/platform/db/database' {
  interface Database {
    invoice_clients: InvoiceClientTable;
    invoices: InvoiceTable;
    invoice_items: InvoiceItemTable;
    invoice_payments: InvoicePaymentTable;
  }
}

export type InvoiceRow = Selectable<InvoiceTable>;
export type InvoiceClientRow = Selectable<InvoiceClientTable>;
