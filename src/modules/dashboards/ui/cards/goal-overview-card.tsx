import { useTranslation } from 'react-i18next';
import { LazyChart } from '@/web/components/charts/lazy-chart';
import { CardFrame, type CardOptions } from '../card-frame';
import { useGoalOverviewQuery } from '../dashboards-api';
import { count, pct } from '../format';

export function GoalOverviewCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useGoalOverviewQuery();
  const d = result.data;
  return (
    <CardFrame {...props} title={t('dashboards.goalOverview.title')} result={result} testId="goal-overview">
      {d && (
        <>
          <LazyChart type="doughnut" height={160} labels={[t('dashboards.goalOverview.completed'), t('dashboards.goalOverview.inProgress')]} series={[{ label: t('dashboards.goalOverview.title'), data: [d.completed, d.inProgress], color: 'success' }]} sliceColors={['success', 'warning']} summary={t('dashboards.goalOverview.summary', { value: pct(d.percent) })} />
          <div className="d-flex justify-content-around text-center mt-3">
            <div><p className="text-body-secondary small mb-0">{t('dashboards.goalOverview.completed')}</p><p className="h5 mb-0" data-testid="completed">{count(d.completed)}</p></div>
            <div><p className="text-body-secondary small mb-0">{t('dashboards.goalOverview.inProgress')}</p><p className="h5 mb-0">{count(d.inProgress)}</p></div>
          </div>
        </>
      )}
    </CardFrame>
  );
}
