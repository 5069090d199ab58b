import { useTranslation } from 'react-i18next';
import { LazyChart, type ChartColor } from '@/web/components/charts/lazy-chart';
import { CardFrame, type CardOptions } from '../card-frame';
import { STATISTIC_HOOKS, type StatisticName } from '../dashboards-api';
import { bucketLabel, compact, money, signedPct } from '../format';

const LOOK: Record<StatisticName, { type: 'bar' | 'line'; color: ChartColor; money?: boolean }> = {
  'orders-bar-chart': { type: 'bar', color: 'warning' },
  'profit-line-chart': { type: 'line', color: 'info', money: true },
  subscribers: { type: 'line', color: 'primary' },
  revenue: { type: 'line', color: 'success', money: true },
  sales: { type: 'bar', color: 'danger' },
  orders: { type: 'line', color: 'warning' },
  'site-traffic': { type: 'line', color: 'primary' },
  'active-users': { type: 'bar', color: 'success' },
  newsletter: { type: 'line', color: 'info' },
};

/** One statistics card (SPEC §7 card-statistics): its headline figure, growth and a small chart. */
export function StatisticCard({ card, ...props }: CardOptions & { card: StatisticName }) {
  const { t } = useTranslation();
  const useStatistic = STATISTIC_HOOKS[card];
  const result = useStatistic();
  const d = result.data;
  const look = LOOK[card];
  const format = look.money ? money : compact;
  const title = t(`dashboards.statistics.${card}`);
  return (
    <CardFrame {...props} title={title} result={result} testId={`stat-${card}`}>
      {d && (
        <>
          <p className="h4 mb-0" data-testid="stat-total">{format(d.analyticsData.total)}</p>
          <p className={`small ${d.analyticsData.growth >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}`}>{t('dashboards.vsBefore', { value: signedPct(d.analyticsData.growth) })}</p>
          <LazyChart type={look.type} height={80} bare labels={d.labels.map(bucketLabel)} series={[{ label: title, data: d.series[0].data, color: look.color }]} format={format} summary={t('dashboards.statistics.summary', { title, total: format(d.analyticsData.total), growth: signedPct(d.analyticsData.growth) })} />
        </>
      )}
    </CardFrame>
  );
}
