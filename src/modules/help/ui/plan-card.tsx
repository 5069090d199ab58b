import { useTranslation } from 'react-i18next';
import { Check, CircleCheck } from 'lucide-react';
import type { PricingPlanData } from '../contract';
import { publicFile } from '@/web/public-file';

interface Props {
  plan: PricingPlanData;
  yearly: boolean;
  current: boolean;
  busy: boolean;
  onChoose: () => void;
}

/** One plan: drawing, price for the chosen billing, benefits, and either "your current plan" or the button that moves to it. */
export function PlanCard({ plan, yearly, current, busy, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={`card h-100 tb-plan ${plan.popular ? 'border-primary tb-plan-popular' : ''}`} aria-labelledby={titleId} data-testid={`plan-${plan.id}`}>
      <div className="card-body d-flex flex-column text-center p-4">
        {plan.popular && <span className="badge bg-primary-subtle text-primary-emphasis align-self-end tb-plan-badge">{t('help.pricing.popular')}</span>}
        <img src={publicFile(plan.img)} alt="" width={120} height={100} className="mx-auto mb-3 tb-plan-img" />
        <h2 id={titleId} className="h4 mb-1">
          {plan.title}
        </h2>
        <p className="text-body-secondary mb-3">{plan.subtitle}</p>
        <p className="mb-0">
          <span className="display-6 fw-semibold text-primary tb-plan-price">{money.format(perMonth)}</span>
          <span className="text-body-secondary"> {t('help.pricing.perMonth')}</span>
        </p>
        <p className="small text-body-secondary mb-4 tb-plan-annual">{yearly && plan.yearlyPlan.totalAnnual > 0 ? t('help.pricing.perYear', { price: money.format(plan.yearlyPlan.totalAnnual) }) : ' '}</p>
        <ul className="list-unstyled text-start d-grid gap-2 align-content-start mb-4 flex-grow-1">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex gap-2">
              <Check size={18} className="text-success flex-shrink-0 mt-1" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        {current ? (
          <p className="tb-plan-current mb-0 py-2 rounded fw-medium text-success-emphasis bg-success-subtle">
            <CircleCheck size={18} className="tb-icon-start" aria-hidden="true" />
            {t('help.pricing.current')}
          </p>
        ) : (
          <button type="button" className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'}`} disabled={busy} onClick={onChoose}>
            {t('help.pricing.choose', { plan: plan.title })}
          </button>
        )}
      </div>
    </article>
  );
}
