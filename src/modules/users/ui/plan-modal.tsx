import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { User } from '../contract';
import { USER_PLANS } from '../routes';
import { PLAN_PRICES } from './plans';
import { useUpdateUserMutation } from './users-api';

/** Change a user's plan (rendered only while open, so the choice starts from the current plan): one choice per plan with its monthly price; saving stores currentPlan. */
export function PlanModal({ user, show, onClose }: { user: User; show: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [plan, setPlan] = useState(user.currentPlan);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  const save = async () => {
    try {
      await updateUser({ id: user.id, fields: { currentPlan: plan } }).unwrap();
      notify.success(t('users.view.planChanged', { plan: t(`users.plans.${plan}`) }));
      onClose();
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="plan-modal-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="plan-modal-title" as="h2" className="h5">
          {t('users.view.changePlan')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <fieldset>
          <legend className="form-label fs-6">{t('users.view.choosePlan')}</legend>
          {USER_PLANS.map((option) => (
            <label key={option} className={`tb-plan-option d-flex align-items-center gap-2 border rounded p-2 mb-2 ${plan === option ? 'border-primary' : ''}`}>
              <input type="radio" className="form-check-input m-0" name="plan" value={option} checked={plan === option} onChange={() => setPlan(option)} />
              <span className="fw-semibold">{t(`users.plans.${option}`)}</span>
              <span className="ms-auto text-body-secondary">{t('users.view.perMonth', { price: money.format(PLAN_PRICES[option]) })}</span>
            </label>
          ))}
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={isLoading || plan === user.currentPlan} onClick={() => void save()}>
          {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('users.view.savePlan')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
