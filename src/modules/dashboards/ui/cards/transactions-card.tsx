import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { EmptyState } from '@/web/components/states';
import { formatDay } from '@/web/i18n/i18n';
import { CardFrame, type CardOptions } from '../card-frame';
import { useTransactionsQuery } from '../dashboards-api';
import { money } from '../format';

/** The latest invoice payments. */
export function TransactionsCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useTransactionsQuery();
  const rows = result.data?.transactions ?? [];
  return (
    <CardFrame {...props} title={t('dashboards.transactions.title')} result={result} testId="transactions">
      {rows.length === 0 ? (
        <EmptyState message={t('dashboards.transactions.empty')} />
      ) : (
        <ul className="list-unstyled mb-0">
          {rows.map((r) => (
            <li key={r.id} className="d-flex align-items-center gap-2 py-2">
              <span className="tb-dash-icon bg-primary-subtle text-primary-emphasis"><CreditCard size={18} aria-hidden="true" /></span>
              <div className="flex-grow-1 min-w-0">
                <p className="mb-0 text-truncate"><bdi>{r.client}</bdi></p>
                <p className="small text-body-secondary mb-0">{t(`dashboards.methods.${r.method}`, { defaultValue: r.method })} · {formatDay(r.date)}</p>
              </div>
              <span className="fw-semibold text-success-emphasis">{money(r.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </CardFrame>
  );
}
