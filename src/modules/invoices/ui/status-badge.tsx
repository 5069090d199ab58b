import { useTranslation } from 'react-i18next';
import type { Invoice } from '../contract';
import { STATUS_VARIANT, statusKey } from './format';

/** The invoice's status in words on a tint of its colour (colour never carries it alone). */
export function StatusBadge({ status }: { status: Invoice['invoiceStatus'] }) {
  const { t } = useTranslation();
  const variant = STATUS_VARIANT[status];
  return <span className={`badge rounded-pill bg-${variant}-subtle text-${variant}-emphasis`}>{t(statusKey(status))}</span>;
}

/** The balance: the amount owed, or "Paid" when nothing is. */
export function BalanceCell({ balance, format }: { balance: number; format: (n: number) => string }) {
  const { t } = useTranslation();
  if (balance === 0) return <span className="badge rounded-pill bg-success-subtle text-success-emphasis">{t('invoices.paid')}</span>;
  return <span className={balance < 0 ? 'text-success-emphasis' : undefined}>{format(balance)}</span>;
}
