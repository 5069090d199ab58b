import { startTransition, useId, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useListQuery } from '@/web/hooks/use-list-query';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { PricingPlanData } from '../contract';
import { useChoosePlanMutation, usePricingQuery } from './help-api';
import { useHelpLanguage } from './help-language';
import { pricingQuery } from './help-query';
import { PlanCard } from './plan-card';
import './help.scss';

/** /pages/pricing: the three plans, monthly or yearly (`?billing=yearly`), the account's own plan, and the pricing questions. */
export default function PricingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.pricing.title'));
  const switchId = useId();
  const list = useListQuery(pricingQuery);
  // The address changes in a transition; the switch shows the choice at once, not when the page has re-rendered.
  const [yearly, showYearly] = useOptimistic(list.query.billing === 'yearly');
  const lang = useHelpLanguage();
  const { data, error, isLoading, refetch } = usePricingQuery({ lang });
  const [choosePlan, { isLoading: choosing }] = useChoosePlanMutation();

  async function choose(plan: PricingPlanData) {
    const ok = await confirm({ title: t('help.pricing.confirmTitle', { plan: plan.title }), text: t('help.pricing.confirmText'), confirmText: t('help.pricing.confirm'), danger: false });
    if (!ok) return;
    try {
      await choosePlan(plan.id).unwrap();
      notify.success(t('help.pricing.changed', { plan: plan.title }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  }

  return (
    <div className="tb-help">
      <header className="text-center mb-4">
        <h1 className="h3 mb-2">{t('help.pricing.title')}</h1>
        <p className="text-body-secondary mb-4">{t('help.pricing.subtitle')}</p>
        <div className="d-inline-flex align-items-center gap-3">
          <span className="fw-medium" aria-hidden="true">
            {t('help.pricing.monthly')}
          </span>
          <div className="form-check form-switch mb-0">
            <input
              id={switchId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              aria-label={t('help.pricing.yearlySwitch')}
              checked={yearly}
              onChange={(e) => {
                const checked = e.target.checked;
                startTransition(() => {
                  showYearly(checked);
                  list.set({ billing: checked ? 'yearly' : 'monthly' }, { replace: true });
                });
              }}
            />
          </div>
          <span className="fw-medium" aria-hidden="true">
            {t('help.pricing.yearly')}
          </span>
          <span className="badge bg-success-subtle text-success-emphasis">{t('help.pricing.save')}</span>
        </div>
      </header>
      {error ? (
        <div className="card">
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        </div>
      ) : isLoading || !data ? (
        <div className="card">
          <ListSkeleton rows={6} />
        </div>
      ) : (
        <>
          <div className="row g-4 mb-5">
            {data.plans.map((plan) => (
              <div key={plan.id} className="col-md-4">
                <PlanCard plan={plan} yearly={yearly} current={data.currentPlan === plan.id} busy={choosing} onChoose={() => void choose(plan)} />
              </div>
            ))}
          </div>
          <section className="card" aria-labelledby="pricing-faq-title">
            <div className="card-body p-4">
              <h2 id="pricing-faq-title" className="h4 text-center mb-1">
                {t('help.pricing.faqTitle')}
              </h2>
              <p className="text-center text-body-secondary mb-4">{t('help.pricing.faqSubtitle')}</p>
              <div className="tb-faq-list border rounded">
                {data.qandA.map((entry) => (
                  <details key={entry.id} className="tb-faq-item">
                    <summary className="fw-medium">{entry.question}</summary>
                    <p className="mb-0 text-body-secondary">{entry.ans}</p>
                  </details>
                ))}
              </div>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
