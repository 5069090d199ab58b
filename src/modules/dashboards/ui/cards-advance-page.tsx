import { useTranslation } from 'react-i18next';
import { Calendar, CheckCircle2, MapPin } from 'lucide-react';
import { BrowserStatesCard } from './cards/browser-states-card';
import { MedalCard } from './cards/medal-card';
import { TransactionsCard } from './cards/transactions-card';
import { RecentOrdersCard } from './cards/recent-orders-card';
import { CardArt } from './card-art';
import { useTitle } from './use-title';
import './dashboards.scss';

/** `/cards/advance`: profile, meetup, timeline and task cards beside the figures' cards. */
export default function CardsAdvancePage() {
  const { t } = useTranslation();
  useTitle(t('dashboards.cards.advance'));
  const steps = ['ordered', 'paid', 'shipped'] as const;
  return (
    <>
      <h1 className="h4 mb-3">{t('dashboards.cards.advance')}</h1>
      <div className="row g-4">
        <div className="col-md-6 col-xl-4">
          <div className="card h-100 text-center">
            <CardArt variant="primary" />
            <div className="card-body">
              <h2 className="h5">{t('dashboards.advance.profileName')}</h2>
              <p className="text-body-secondary">{t('dashboards.advance.profileRole')}</p>
            </div>
          </div>
        </div>
        <div className="col-md-6 col-xl-4">
          <div className="card h-100">
            <CardArt variant="info" />
            <div className="card-body">
              <h2 className="h5">{t('dashboards.advance.meetupTitle')}</h2>
              <p className="mb-1"><Calendar size={16} className="tb-icon-start" aria-hidden="true" />{t('dashboards.advance.meetupWhen')}</p>
              <p className="mb-0"><MapPin size={16} className="tb-icon-start" aria-hidden="true" />{t('dashboards.advance.meetupWhere')}</p>
            </div>
          </div>
        </div>
        <div className="col-md-6 col-xl-4">
          <div className="card h-100">
            <div className="card-header bg-transparent"><h2 className="h6 mb-0">{t('dashboards.advance.timeline')}</h2></div>
            <div className="card-body">
              <ol className="list-unstyled mb-0">
                {steps.map((s) => (
                  <li key={s} className="d-flex gap-2 mb-2"><CheckCircle2 size={18} className="text-success" aria-hidden="true" />{t(`dashboards.advance.steps.${s}`)}</li>
                ))}
              </ol>
            </div>
          </div>
        </div>
        <div className="col-md-6 col-xl-4"><MedalCard /></div>
        <div className="col-md-6 col-xl-4"><BrowserStatesCard /></div>
        <div className="col-md-6 col-xl-4"><TransactionsCard /></div>
        <div className="col-12"><RecentOrdersCard /></div>
      </div>
    </>
  );
}
