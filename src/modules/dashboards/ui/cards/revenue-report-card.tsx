import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import { formatDate } from '@/web/i18n/i18n';
import { CardFrame, type CardOptions } from '../card-frame';
import { useRevenueReportQuery } from '../dashboards-api';
import { money } from '../format';

const MONTHS = Array.from({ length: 12 }, (_, m) => `2000-${String(m + 1).padStart(2, '0')}-01T00:00:00Z`);

export function RevenueReportCard(props: CardOptions) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | undefined>();
  const result = useRevenueReportQuery(year);
  const d = result.data;
  const title = t('dashboards.revenueReport.title');
  const select = d && d.years.length > 0 && (
    <select className="form-select form-select-sm w-auto" aria-label={t('dashboards.revenueReport.year')} value={d.year ?? ''} onChange={(e) => setYear(Number(e.target.value))}>
      {d.years.map((y) => <option key={y} value={y}>{y}</option>)}
    </select>
  );
  return (
    <CardFrame {...props} title={title} result={result} testId="revenue-report" control={select}>
      {d && (
        <div className="row g-3">
          <div className="col-md-8">
            <LazyChart
              type="bar"
              height={240}
              labels={MONTHS.map((m) => formatDate(m, { month: 'short', timeZone: 'UTC' }))}
              series={[{ label: t('dashboards.revenueReport.earning'), data: d.series[0].data, color: 'primary' }, { label: t('dashboards.revenueReport.expense'), data: d.series[1].data, color: 'warning' }]}
              format={money}
              summary={t('dashboards.revenueReport.summary', { year: d.year ?? '', price: money(d.price), budget: money(d.budget) })}
            />
          </div>
          <div className="col-md-4 d-flex flex-column justify-content-center text-center">
            <p className="h4 mb-0" data-testid="price">{money(d.price)}</p>
            <p className="text-body-secondary">{t('dashboards.revenueReport.price', { year: d.year ?? '' })}</p>
            <p className="mb-0 fw-semibold" data-testid="budget">{money(d.budget)}</p>
            <p className="text-body-secondary small mb-0">{t('dashboards.revenueReport.budget')}</p>
          </div>
        </div>
      )}
    </CardFrame>
  );
}
