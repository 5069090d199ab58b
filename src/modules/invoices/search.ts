import type { SearchIndex } from '@/platform/db/search';

/** SPEC §7: the invoice search matches the client's email and name, the number, the amounts and the due date. */
export const INVOICE_SEARCH: SearchIndex = { table: 'invoices', columns: ['client_email', 'client_name', { number: 'id' }, 'amounts_text', 'due_date'] };
