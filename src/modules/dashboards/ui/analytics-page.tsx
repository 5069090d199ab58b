import { useTranslation } from 'react-i18next';
import { AvgSessionsCard } from './cards/avg-sessions-card';
import { CustomersCard } from './cards/customers-card';
import { ProductOrdersCard } from './cards/product-orders-card';
import { RevenueCard } from './cards/revenue-card';
import { SessionsDeviceCard } from './cards/sessions-device-card';
import { StatisticCard } from './cards/statistic-card';
import { SupportTrackerCard } from './cards/support-tracker-card';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/dashboard/analytics`. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.analytics'));
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.analytics')}</h1>
      <div className="row g-4">
        <div className="col-lg-6"><AvgSessionsCard /></div>
        <div className="col-lg-6"><SupportTrackerCard /></div>
        <div className="col-md-6 col-xl-3"><StatisticCard card="subscribers" /></div>
        <div className="col-md-6 col-xl-3"><StatisticCard card="orders" /></div>
        <div className="col-md-6 col-xl-3"><StatisticCard card="site-traffic" /></div>
        <div className="col-md-6 col-xl-3"><StatisticCard card="active-users" /></div>
        <div className="col-lg-4 col-md-6"><SessionsDeviceCard /></div>
        <div className="col-lg-4 col-md-6"><CustomersCard /></div>
        <div className="col-lg-4 col-md-6"><ProductOrdersCard /></div>
        <div className="col-12"><RevenueCard /></div>
      </div>
    </>
  );
}
