import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useProductOrdersQuery } from '../dashboards-api';
import { count } from '../format';

const PARTS = [['finished', 'success'], ['pending', 'warning'], ['rejected', 'danger']] as const;

export function ProductOrdersCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useProductOrdersQuery(range);
  const d = result.data;
  const title = t('dashboards.productOrders.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="product-orders" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      {d && (
        <>
          <LazyChart type="doughnut" height={160} labels={PARTS.map(([k]) => t(`dashboards.productOrders.${k}`))} series={[{ label: title, data: PARTS.map(([k]) => d.chart_info[k]), color: 'success' }]} sliceColors={PARTS.map(([, c]) => c)} summary={t('dashboards.productOrders.summary', { total: count(d.total), finished: count(d.chart_info.finished), pending: count(d.chart_info.pending), rejected: count(d.chart_info.rejected) })} />
          <ul className="list-unstyled mb-0 mt-3">
            {PARTS.map(([k, c]) => (
              <li key={k} className="d-flex justify-content-between border-bottom py-1">
                <span><span className={`badge rounded-pill text-bg-${c} me-2`}>&nbsp;</span>{t(`dashboards.productOrders.${k}`)}</span>
                <span className="fw-semibold" data-testid={`orders-${k}`}>{count(d.chart_info[k])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </CardFrame>
  );
}
