import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import { CardFrame, type CardOptions } from '../card-frame';
import { useRevenueCardQuery } from '../dashboards-api';
import { money, signedPct } from '../format';

/** This month's revenue against the last, day by day (the earnings card of the e-commerce dashboard too). */
export function RevenueCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useRevenueCardQuery();
  const d = result.data;
  const longest = d ? Math.max(d.series[0].data.length, d.series[1].data.length) : 0;
  return (
    <CardFrame {...props} title={t('dashboards.revenue.title')} result={result} testId="revenue">
      {d && (
        <>
          <div className="d-flex gap-4 mb-2">
            <div><p className="text-body-secondary small mb-0">{t('dashboards.revenue.thisMonth')}</p><p className="h5 mb-0" data-testid="this-month">{money(d.thisMonth)}</p></div>
            <div><p className="text-body-secondary small mb-0">{t('dashboards.revenue.lastMonth')}</p><p className="h5 mb-0">{money(d.lastMonth)}</p></div>
          </div>
          <LazyChart
            type="line"
            height={160}
            labels={Array.from({ length: longest }, (_, i) => String(i + 1))}
            series={[{ label: t('dashboards.revenue.thisMonth'), data: d.series[0].data, color: 'primary' }, { label: t('dashboards.revenue.lastMonth'), data: d.series[1].data, color: 'secondary' }]}
            format={money}
            summary={t('dashboards.revenue.summary', { thisMonth: money(d.thisMonth), lastMonth: money(d.lastMonth), growth: signedPct(d.growth) })}
          />
        </>
      )}
    </CardFrame>
  );
}
