import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Check } from 'lucide-react';
import { Field } from '@/web/components/form/field';
import type { SampleAccount, WizardBody } from '../contract';
import { PLANS } from '../routes';
import { countryName } from './country-options';
import { FIELD_MESSAGES } from './field-messages';
import { useSubmitWizardMutation } from './form-patterns-api';
import { FormAlert, SubmitButton } from './submit-button';
import { useSampleForm } from './use-sample-form';

const WizardPersonalStep = lazy(() => import('./wizard-personal-step'));

type Values = WizardBody;
type Name = keyof Values;
const STEPS = ['account', 'personal', 'plan', 'review'] as const;
const STEP_FIELDS: Record<(typeof STEPS)[number], Name[]> = {
  account: ['username', 'email', 'password', 'confirmPassword'],
  personal: ['firstName', 'lastName', 'country', 'birthDate'],
  plan: ['plan', 'terms'],
  review: [],
};
const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName', 'country', 'birthDate', 'plan', 'terms'] as const;
const defaultsOf = (orientation: Values['orientation']) =>
  ({ orientation, username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '', country: '', birthDate: '', plan: 'basic', terms: false }) as unknown as Values;

/** A stepper over one form: each step checked before the next, back keeps what was typed, the last one sends it all. */
export function Wizard({ orientation }: { orientation: Values['orientation'] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<SampleAccount>();
  const panel = useRef<HTMLDivElement>(null);
  const [save] = useSubmitWizardMutation();
  const { form, submit, alert } = useSampleForm<Values>('wizardForm', defaultsOf(orientation), FIELDS, async (values) => setResult((await save(values).unwrap()).account), {
    done: t('showcase.wizard.done'),
  });
  const { register, formState, getValues } = form;
  const current = STEPS[step];
  // A field the step's check put in error is checked again as it changes, not only once it is left.
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name, type }) => {
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return unsubscribe;
  }, [form]);

  const go = (next: number) => {
    setStep(next);
    // The new step's heading takes focus, so a screen reader hears where it is.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('h3')?.focus());
  };
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[current], { shouldFocus: true })) go(step + 1);
  };
  const send = async (event: React.FormEvent) => {
    await submit(event);
    // A field the server refused (a username taken) is on the first step: go back to it.
    const refused = FIELDS.find((name) => form.getFieldState(name).error);
    if (refused) go(STEPS.findIndex((s) => STEP_FIELDS[s].includes(refused)));
  };
  const restart = () => {
    setResult(undefined);
    setStep(0);
  };

  const input = (name: Name, type: string, autoComplete: string, ltr = false, options = {}) => (
    <Field name={name} label={t(`showcase.sampleForms.${name}`)} required messages={FIELD_MESSAGES[name]} className="mb-3 col-md-6" id={`${id}-${name}`}>
      {(aria, fieldId) => <Form.Control id={fieldId} type={type} autoComplete={autoComplete} dir={ltr ? 'ltr' : undefined} {...aria} {...register(name, options)} />}
    </Field>
  );

  if (result) {
    return (
      <div className="text-center py-4" aria-live="polite">
        <span className="d-inline-flex align-items-center justify-content-center rounded-circle bg-success-subtle text-success-emphasis mb-3" style={{ width: 48, height: 48 }}>
          <Check size={24} aria-hidden="true" />
        </span>
        <h3 className="h5">{t('showcase.wizard.resultTitle', { name: result.fullName })}</h3>
        <p className="text-body-secondary">{t('showcase.wizard.resultText', { username: result.username, plan: t(`showcase.wizard.plans.${result.details.plan}`) })}</p>
        <button type="button" className="btn btn-outline-primary" onClick={restart}>
          {t('showcase.wizard.again')}
        </button>
      </div>
    );
  }

  const values = getValues();
  const vertical = orientation === 'vertical';
  return (
    <div className={vertical ? 'd-md-flex gap-4' : undefined}>
      <nav aria-label={t('showcase.wizard.stepsLabel')} className={vertical ? 'flex-shrink-0 mb-3' : 'mb-4'}>
        <ol className={`list-unstyled d-flex gap-2 mb-0 ${vertical ? 'flex-md-column flex-wrap' : 'flex-wrap'}`}>
          {STEPS.map((name, index) => (
            <li key={name} className={vertical ? undefined : 'flex-fill'}>
              <button
                type="button"
                className={`btn btn-sm w-100 d-flex align-items-center gap-2 text-start ${index === step ? 'btn-primary' : index < step ? 'btn-outline-primary' : 'btn-outline-secondary'}`}
                aria-current={index === step ? 'step' : undefined}
                disabled={index > step}
                onClick={() => go(index)}
              >
                <span className="badge rounded-pill text-bg-light">{index < step ? <Check size={12} aria-label={t('showcase.wizard.doneStep')} /> : index + 1}</span>
                <span>{t(`showcase.wizard.steps.${name}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex-grow-1 min-w-0" ref={panel}>
        <FormProvider {...form}>
          <FormAlert text={alert} />
          <form noValidate onSubmit={(event) => (current === 'review' ? void send(event) : (event.preventDefault(), void next()))}>
            <h3 className="h6 mb-3" tabIndex={-1}>
              {t('showcase.wizard.stepOf', { step: step + 1, total: STEPS.length })} · {t(`showcase.wizard.steps.${current}`)}
            </h3>
            {current === 'account' && (
              <div className="row">
                {input('username', 'text', 'username', true)}
                {input('email', 'email', 'email', true)}
                {input('password', 'password', 'new-password', true, { deps: ['confirmPassword'] })}
                {input('confirmPassword', 'password', 'new-password', true)}
              </div>
            )}
            {current === 'personal' && (
              <Suspense fallback={<p className="text-body-secondary">{t('common.loading')}</p>}>
                <WizardPersonalStep idPrefix={id} />
              </Suspense>
            )}
            {current === 'plan' && (
              <>
                <fieldset className="mb-3">
                  <legend className="form-label fs-6">{t('showcase.wizard.plan')}</legend>
                  {PLANS.map((plan) => (
                    <Form.Check key={plan} id={`${id}-plan-${plan}`} type="radio" value={plan} label={`${t(`showcase.wizard.plans.${plan}`)} — ${t(`showcase.wizard.planText.${plan}`)}`} {...register('plan')} />
                  ))}
                </fieldset>
                <Field name="terms" label={t('showcase.sampleForms.terms')} messages={FIELD_MESSAGES.terms} id={`${id}-terms`}>
                  {(aria, fieldId) => <Form.Check id={fieldId} type="checkbox" label={t('showcase.formValidation.rules.terms')} isInvalid={aria.isInvalid} className={aria.isInvalid ? 'is-invalid' : undefined} aria-describedby={aria['aria-describedby']} {...register('terms')} />}
                </Field>
              </>
            )}
            {current === 'review' && (
              <dl className="row small">
                <dt className="col-sm-4">{t('showcase.sampleForms.username')}</dt>
                <dd className="col-sm-8">@{values.username}</dd>
                <dt className="col-sm-4">{t('showcase.sampleForms.email')}</dt>
                <dd className="col-sm-8 text-break">{values.email}</dd>
                <dt className="col-sm-4">{t('showcase.sampleForms.fullName')}</dt>
                <dd className="col-sm-8" dir="auto">
                  {values.firstName} {values.lastName}
                </dd>
                <dt className="col-sm-4">{t('showcase.sampleForms.country')}</dt>
                <dd className="col-sm-8">{values.country ? countryName(values.country, i18n.language) : ''}</dd>
                <dt className="col-sm-4">{t('showcase.wizard.plan')}</dt>
                <dd className="col-sm-8">{t(`showcase.wizard.plans.${values.plan}`)}</dd>
              </dl>
            )}
            <div className="d-flex justify-content-between gap-2 mt-3">
              <button type="button" className="btn btn-outline-secondary" disabled={step === 0} onClick={() => go(step - 1)}>
                {t('showcase.wizard.back')}
              </button>
              {current === 'review' ? (
                <SubmitButton busy={formState.isSubmitting}>{t('showcase.wizard.submit')}</SubmitButton>
              ) : (
                <button type="submit" className="btn btn-primary">
                  {t('showcase.wizard.next')}
                </button>
              )}
            </div>
          </form>
        </FormProvider>
      </div>
    </div>
  );
}
