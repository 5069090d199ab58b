import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useSupportTrackerQuery } from '../dashboards-api';
import { count, pct } from '../format';

export function SupportTrackerCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useSupportTrackerQuery(range);
  const d = result.data;
  const title = t('dashboards.supportTracker.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="support-tracker" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      {d && (
        <div className="row g-3 align-items-center">
          <div className="col-sm-5">
            <p className="display-6 fw-semibold mb-0" data-testid="total-ticket">{count(d.totalTicket)}</p>
            <p className="text-body-secondary mb-3">{t('dashboards.supportTracker.totalTicket')}</p>
            <dl className="mb-0 small">
              <div className="d-flex justify-content-between"><dt className="fw-normal">{t('dashboards.supportTracker.newTicket')}</dt><dd className="mb-1 fw-semibold">{count(d.newTicket)}</dd></div>
              <div className="d-flex justify-content-between"><dt className="fw-normal">{t('dashboards.supportTracker.openTicket')}</dt><dd className="mb-1 fw-semibold">{count(d.openTicket)}</dd></div>
              <div className="d-flex justify-content-between"><dt className="fw-normal">{t('dashboards.supportTracker.responseTime')}</dt><dd className="mb-0 fw-semibold">{t('dashboards.hours', { value: count(d.responseTime) })}</dd></div>
            </dl>
          </div>
          <div className="col-sm-7">
            <LazyChart type="doughnut" height={180} labels={[t('dashboards.supportTracker.completed'), t('dashboards.supportTracker.notCompleted')]} series={[{ label: title, data: [d.completed, 100 - d.completed], color: 'primary' }]} sliceColors={['primary', 'secondary']} summary={t('dashboards.supportTracker.summary', { value: pct(d.completed) })} />
          </div>
        </div>
      )}
    </CardFrame>
  );
}
