import { useTranslation } from 'react-i18next';
import { GoalOverviewCard } from './cards/goal-overview-card';
import { ProductOrdersCard } from './cards/product-orders-card';
import { StatisticCard } from './cards/statistic-card';
import { TransactionsCard } from './cards/transactions-card';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/cards/action`: cards that collapse, refresh (asking their endpoint again) and close. */
export default function CardsActionPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.cards.action'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.cards.action')}</h1>
      <div className="row g-4">
        <div className="col-md-6"><StatisticCard card="site-traffic" actions /></div>
        <div className="col-md-6"><GoalOverviewCard actions /></div>
        <div className="col-md-6"><ProductOrdersCard actions /></div>
        <div className="col-md-6"><TransactionsCard actions /></div>
      </div>
    </>
  );
}
