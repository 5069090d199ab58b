import { useTranslation } from 'react-i18next';
import { StatisticCard } from './cards/statistic-card';
import { STATISTIC_HOOKS, type StatisticName } from './dashboards-api';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/cards/statistics`: every statistics card. */
export default function CardsStatisticsPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.cards.statistics'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.cards.statistics')}</h1>
      <div className="row g-4">
        {(Object.keys(STATISTIC_HOOKS) as StatisticName[]).map((card) => (
          <div key={card} className="col-md-6 col-xl-4"><StatisticCard card={card} /></div>
        ))}
      </div>
    </>
  );
}
