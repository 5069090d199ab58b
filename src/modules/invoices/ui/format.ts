import { formatDay, formatNumber } from '@/web/i18n/i18n';
import type { Invoice } from '../contract';

/** Amounts are euros, written the way the interface language writes them. */
export const CURRENCY = 'EUR';
export const money = (amount: number) => formatNumber(amount, { style: 'currency', currency: CURRENCY });
/** A `YYYY-MM-DD` day as a date of the language, without shifting it by the time zone. */
export const day = (iso: string) => formatDay(iso);

export const STATUS_VARIANT: Record<Invoice['invoiceStatus'], string> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};
/** Translation key of a status (`Partial Payment` → `invoices.statuses.partialPayment`). */
export const statusKey = (status: Invoice['invoiceStatus']) => `invoices.statuses.${status.charAt(0).toLowerCase()}${status.slice(1).replace(/\s(\w)/g, (_, c: string) => c.toUpperCase())}`;
