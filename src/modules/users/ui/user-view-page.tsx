import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ArrowLeft, Check } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { EditUserModal } from './edit-user-modal';
import { PlanModal } from './plan-modal';
import { PLAN_FEATURES, PLAN_PRICES } from './plans';
import { UserActivityTab } from './user-activity-tab';
import { UserCard } from './user-card';
import { UserSecurityTab } from './user-security-tab';
import { useAppDispatch } from '@/web/store';
import { toggleUserStatus } from './user-commands';
import { useUserQuery } from './users-api';
import './users.scss';

const TABS = ['account', 'security', 'activity'] as const;
type TabKey = (typeof TABS)[number];

/** One user: their card with edit and suspend, and tabs for account (plan), security and activity. */
export default function UserViewPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'account';
  const { data, isLoading, error, refetch } = useUserQuery(id, { skip: !valid });
  const dispatch = useAppDispatch();
  const [statusBusy, setStatusBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [choosingPlan, setChoosingPlan] = useState(false);

  useEffect(() => {
    document.title = `${data?.user.fullName ?? t('users.view.title')} · Tablero`;
  }, [t, data?.user.fullName]);

  const back = (
    <Link to="/apps/user/list" className="btn btn-link px-0 mb-3 d-inline-flex align-items-center gap-1">
      <ArrowLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
      {t('users.view.back')}
    </Link>
  );
  const status = errorOf(error).status;
  if (!valid || status === 404)
    return (
      <>
        {back}
        <div className="card">
          <EmptyState message={t('users.view.notFound')} />
        </div>
      </>
    );
  if (isLoading) return <div className="card">{<ListSkeleton rows={8} />}</div>;
  if (error || !data) return <div className="card">{<LoadError message={errorOf(error).message} onRetry={() => void refetch()} />}</div>;

  const { user } = data;
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  return (
    <>
      {back}
      <div className="row g-4">
        <div className="col-12 col-xl-4">
          <UserCard user={user} memberSince={data.memberSince} changes={data.changes} busy={statusBusy} onEdit={() => setEditing(true)} onToggleStatus={() => {
              setStatusBusy(true);
              void toggleUserStatus(dispatch, t, user).finally(() => setStatusBusy(false));
            }} />
        </div>
        <div className="col-12 col-xl-8">
          <div className="card">
            <Tabs
              id="user-tabs"
              activeKey={tab}
              onSelect={(key) => setParams((p) => (key && key !== 'account' ? { ...Object.fromEntries(p), tab: key } : {}), { replace: true })}
              className="px-3 pt-2"
              mountOnEnter
            >
              <Tab eventKey="account" title={t('users.view.tabs.account')}>
                <div className="p-3">
                  <section className="border rounded p-3" aria-labelledby="plan-title">
                    <div className="d-flex flex-wrap align-items-start gap-2">
                      <div>
                        <h2 id="plan-title" className="h6 text-body-secondary mb-1">
                          {t('users.view.currentPlan')}
                        </h2>
                        <p className="h4 mb-0" data-testid="current-plan">
                          {t(`users.plans.${user.currentPlan}`)}
                        </p>
                      </div>
                      <p className="ms-auto h5 mb-0">{t('users.view.perMonth', { price: money.format(PLAN_PRICES[user.currentPlan]) })}</p>
                    </div>
                    <ul className="list-unstyled my-3">
                      {PLAN_FEATURES[user.currentPlan].map((feature) => (
                        <li key={feature} className="d-flex align-items-center gap-2 py-1">
                          <Check size={16} className="text-success" aria-hidden="true" />
                          {t(`users.features.${feature}`)}
                        </li>
                      ))}
                    </ul>
                    <button type="button" className="btn btn-primary" onClick={() => setChoosingPlan(true)}>
                      {t('users.view.changePlan')}
                    </button>
                  </section>
                </div>
              </Tab>
              <Tab eventKey="security" title={t('users.view.tabs.security')}>
                <UserSecurityTab id={user.id} name={user.fullName} />
              </Tab>
              <Tab eventKey="activity" title={t('users.view.tabs.activity')}>
                <UserActivityTab id={user.id} />
              </Tab>
            </Tabs>
          </div>
        </div>
      </div>
      <EditUserModal user={user} show={editing} onClose={() => setEditing(false)} />
      {choosingPlan && <PlanModal user={user} show onClose={() => setChoosingPlan(false)} />}
    </>
  );
}
