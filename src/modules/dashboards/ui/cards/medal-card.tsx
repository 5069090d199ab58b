import { useTranslation } from 'react-i18next';
import { CardFrame, type CardOptions } from '../card-frame';
import { useOverviewQuery } from '../dashboards-api';
import { money, signedPct } from '../format';

/** A medal drawn here. */
function Medal() {
  return (
    <svg width="72" height="96" viewBox="0 0 72 96" aria-hidden="true" className="tb-medal">
      <path d="M18 0h14l10 34H28z" fill="var(--bs-primary)" />
      <path d="M54 0H40L30 34h14z" fill="var(--bs-info)" />
      <circle cx="36" cy="62" r="30" fill="var(--bs-warning)" />
      <circle cx="36" cy="62" r="21" fill="none" stroke="var(--bs-body-bg)" strokeWidth="3" />
      <path d="M36 49l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="var(--bs-body-bg)" />
    </svg>
  );
}

/** Congratulations: this month's sales so far. */
export function MedalCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useOverviewQuery();
  const d = result.data;
  return (
    <CardFrame {...props} title={t('dashboards.medal.title')} result={result} testId="medal">
      {d && (
        <div className="d-flex justify-content-between align-items-end gap-3">
          <div>
            <p className="text-body-secondary mb-2">{t('dashboards.medal.text')}</p>
            <p className="h3 text-primary mb-1" data-testid="month-sales">{money(d.monthSales)}</p>
            <p className="small mb-0">{t('dashboards.vsLastMonth', { value: signedPct(d.monthGrowth) })}</p>
          </div>
          <Medal />
        </div>
      )}
    </CardFrame>
  );
}
