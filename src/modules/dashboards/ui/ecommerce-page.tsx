import { useTranslation } from 'react-i18next';
import { BrowserStatesCard } from './cards/browser-states-card';
import { GoalOverviewCard } from './cards/goal-overview-card';
import { MedalCard } from './cards/medal-card';
import { OverviewCard } from './cards/overview-card';
import { RecentOrdersCard } from './cards/recent-orders-card';
import { RevenueCard } from './cards/revenue-card';
import { RevenueReportCard } from './cards/revenue-report-card';
import { StatisticCard } from './cards/statistic-card';
import { TransactionsCard } from './cards/transactions-card';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/`: the e-commerce dashboard. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.ecommerce'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.ecommerce')}</h1>
      <div className="row g-4">
        <div className="col-xl-4 col-md-6"><MedalCard /></div>
        <div className="col-xl-8 col-md-6"><OverviewCard /></div>
        <div className="col-xl-4 col-md-6">
          <div className="row g-4">
            <div className="col-6"><StatisticCard card="orders-bar-chart" /></div>
            <div className="col-6"><StatisticCard card="profit-line-chart" /></div>
            <div className="col-12"><RevenueCard /></div>
          </div>
        </div>
        <div className="col-xl-8"><RevenueReportCard /></div>
        <div className="col-lg-4 col-md-6"><GoalOverviewCard /></div>
        <div className="col-lg-4 col-md-6"><BrowserStatesCard /></div>
        <div className="col-lg-4 col-md-6"><TransactionsCard /></div>
        <div className="col-12"><RecentOrdersCard /></div>
      </div>
    </>
  );
}
