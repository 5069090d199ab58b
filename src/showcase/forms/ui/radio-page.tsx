import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColouredChecks, DisabledChecks, SizedChecks } from './check-variants';
import { ElementPage, Example } from './element-page';

const PLANS = ['basic', 'standard', 'enterprise'] as const;
const DELIVERY = ['standard', 'express', 'pickup'] as const;

/** A plan chosen among three radios; what is chosen is said under them. */
function PlanChoice() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.radio.${key}`);
  const [plan, setPlan] = useState<(typeof PLANS)[number]>('standard');
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">{k('plan')}</legend>
      {PLANS.map((option) => (
        <div className="form-check" key={option}>
          <input className="form-check-input" type="radio" name="radio-plan" id={`radio-plan-${option}`} checked={plan === option} onChange={() => setPlan(option)} />
          <label className="form-check-label" htmlFor={`radio-plan-${option}`}>
            {k(`plans.${option}`)}
          </label>
        </div>
      ))}
      <p className="form-text mb-0" aria-live="polite">
        {t('showcase.formElements.radio.chosen', { plan: k(`plans.${plan}`) })}
      </p>
    </fieldset>
  );
}

/** Radios drawn as a button group (Bootstrap's toggle buttons). */
function ButtonRadios() {
  const { t } = useTranslation();
  const [delivery, setDelivery] = useState<(typeof DELIVERY)[number]>('standard');
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">{t('showcase.formElements.radio.delivery')}</legend>
      <div className="btn-group flex-wrap">
        {DELIVERY.map((option) => (
          <Fragment key={option}>
            <input type="radio" className="btn-check" name="radio-delivery" id={`radio-delivery-${option}`} checked={delivery === option} onChange={() => setDelivery(option)} />
            <label className="btn btn-outline-primary" htmlFor={`radio-delivery-${option}`}>
              {t(`showcase.formElements.radio.deliveries.${option}`)}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

/** /forms/elements/radio: groups, inline, buttons, colours, sizes, disabled and validation. */
export default function RadioPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.checks.${key}`);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const invalid = sent && !answer;
  return (
    <ElementPage name="radio">
      <Example title={t('showcase.formElements.radio.group')} id="radio-group">
        <PlanChoice />
      </Example>
      <Example title={t('showcase.formElements.radio.buttons')} id="radio-buttons">
        <ButtonRadios />
      </Example>
      <Example title={k('inline')} id="radio-inline">
        <fieldset>
          <legend className="fs-6 fw-semibold">{t('showcase.formElements.radio.contact')}</legend>
          {(['one', 'two', 'three'] as const).map((n, i) => (
            <div className="form-check form-check-inline" key={n}>
              <input className="form-check-input" type="radio" name="radio-inline" id={`radio-inline-${n}`} defaultChecked={i === 0} />
              <label className="form-check-label" htmlFor={`radio-inline-${n}`}>
                {k(`option.${n}`)}
              </label>
            </div>
          ))}
        </fieldset>
      </Example>
      <Example title={k('validation')} id="radio-validation">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <fieldset aria-describedby="radio-answer-feedback">
            <legend className="fs-6 fw-semibold">{t('showcase.formElements.radio.question')}</legend>
            {(['yes', 'no'] as const).map((option) => (
              <div className="form-check" key={option}>
                <input className={`form-check-input${invalid ? ' is-invalid' : ''}`} type="radio" name="radio-answer" id={`radio-answer-${option}`} checked={answer === option} onChange={() => setAnswer(option)} aria-invalid={invalid} />
                <label className="form-check-label" htmlFor={`radio-answer-${option}`}>
                  {t(`common.${option}`)}
                </label>
              </div>
            ))}
            <div id="radio-answer-feedback" className={invalid ? 'invalid-feedback d-block' : sent ? 'valid-feedback d-block' : 'form-text'} aria-live="polite">
              {invalid ? t('showcase.formElements.radio.answerInvalid') : sent ? t('showcase.formElements.radio.answerValid') : t('showcase.formElements.radio.answerHelp')}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-primary btn-sm mt-3">
            {t('showcase.formElements.checkbox.send')}
          </button>
        </form>
      </Example>
      <Example title={k('colours')} id="radio-colours">
        <ColouredChecks kind="radio" />
      </Example>
      <Example title={k('sizes')} id="radio-sizes">
        <SizedChecks kind="radio" />
        <div className="mt-3">
          <DisabledChecks kind="radio" />
        </div>
      </Example>
    </ElementPage>
  );
}
