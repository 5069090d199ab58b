import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useAvgSessionsQuery } from '../dashboards-api';
import { bucketLabel, compact, count, pct, signedPct } from '../format';

export function AvgSessionsCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useAvgSessionsQuery(range);
  const d = result.data;
  const title = t('dashboards.avgSessions.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="avg-sessions" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      {d && (
        <>
          <p className="h3 mb-0" data-testid="sessions">{compact(d.sessions)}</p>
          <p className={d.growth >= 0 ? 'text-success-emphasis small' : 'text-danger-emphasis small'}>{t('dashboards.vsBefore', { value: signedPct(d.growth) })}</p>
          <LazyChart type="bar" height={120} bare labels={d.labels.map(bucketLabel)} series={[{ label: title, data: d.series[0].data, color: 'primary' }]} format={count} summary={t('dashboards.avgSessions.summary', { sessions: count(d.sessions), growth: signedPct(d.growth) })} />
          <dl className="row g-2 small mt-2 mb-0">
            <div className="col-6"><dt className="fw-normal text-body-secondary">{t('dashboards.avgSessions.goal')}</dt><dd className="mb-0 fw-semibold">{compact(d.goal)}</dd></div>
            <div className="col-6"><dt className="fw-normal text-body-secondary">{t('dashboards.avgSessions.users')}</dt><dd className="mb-0 fw-semibold">{compact(d.users)}</dd></div>
            <div className="col-6"><dt className="fw-normal text-body-secondary">{t('dashboards.avgSessions.retention')}</dt><dd className="mb-0 fw-semibold">{pct(d.retention)}</dd></div>
            <div className="col-6"><dt className="fw-normal text-body-secondary">{t('dashboards.avgSessions.duration')}</dt><dd className="mb-0 fw-semibold">{t('dashboards.seconds', { value: count(d.duration) })}</dd></div>
          </dl>
        </>
      )}
    </CardFrame>
  );
}
