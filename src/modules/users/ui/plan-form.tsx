import { useTranslation } from 'react-i18next';
import { notify } from '@/web/feedback/notify';
import { FormPanel } from '@/web/components/form/form-panel';
import type { User } from '../contract';
import { planForm } from '../forms';
import { USER_PLANS } from '../routes';
import { PLAN_PRICES } from './plans';
import { useUpdateUserMutation } from './users-api';

export interface PlanFormProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Change a user's plan: one choice per plan with its monthly price; saving stores currentPlan. */
export function PlanForm({ user, show, onClose }: PlanFormProps) {
  const { t, i18n } = useTranslation();
  const [updateUser] = useUpdateUserMutation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t('users.view.changePlan')}
      schema={planForm}
      defaultValues={{ currentPlan: user.currentPlan }}
      fields={['currentPlan']}
      submitLabel={t('users.view.savePlan')}
      requireChange
      onSubmit={async ({ currentPlan }) => {
        await updateUser({ id: user.id, fields: { currentPlan } }).unwrap();
        notify.success(t('users.view.planChanged', { plan: t(`users.plans.${currentPlan}`) }));
      }}
    >
      {({ register, watch }) => (
        <fieldset>
          <legend className="form-label fs-6">{t('users.view.choosePlan')}</legend>
          {USER_PLANS.map((option) => (
            <label key={option} className={`tb-plan-option d-flex align-items-center gap-2 border rounded p-2 mb-2 ${watch('currentPlan') === option ? 'border-primary' : ''}`}>
              <input type="radio" className="form-check-input m-0" value={option} {...register('currentPlan')} />
              <span className="fw-semibold">{t(`users.plans.${option}`)}</span>
              <span className="ms-auto text-body-secondary">{t('users.view.perMonth', { price: money.format(PLAN_PRICES[option]) })}</span>
            </label>
          ))}
        </fieldset>
      )}
    </FormPanel>
  );
}
