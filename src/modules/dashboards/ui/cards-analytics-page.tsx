import { useTranslation } from 'react-i18next';
import { AvgSessionsCard } from './cards/avg-sessions-card';
import { CustomersCard } from './cards/customers-card';
import { GoalOverviewCard } from './cards/goal-overview-card';
import { ProductOrdersCard } from './cards/product-orders-card';
import { RevenueCard } from './cards/revenue-card';
import { RevenueReportCard } from './cards/revenue-report-card';
import { SessionsDeviceCard } from './cards/sessions-device-card';
import { SupportTrackerCard } from './cards/support-tracker-card';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/cards/analytics`: every analytics card. */
export default function CardsAnalyticsPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.cards.analytics'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.cards.analytics')}</h1>
      <div className="row g-4">
        <div className="col-lg-6"><SupportTrackerCard /></div>
        <div className="col-lg-6"><AvgSessionsCard /></div>
        <div className="col-12"><RevenueReportCard /></div>
        <div className="col-md-6 col-xl-4"><GoalOverviewCard /></div>
        <div className="col-md-6 col-xl-4"><ProductOrdersCard /></div>
        <div className="col-md-6 col-xl-4"><SessionsDeviceCard /></div>
        <div className="col-md-6"><CustomersCard /></div>
        <div className="col-md-6"><RevenueCard /></div>
      </div>
    </>
  );
}
