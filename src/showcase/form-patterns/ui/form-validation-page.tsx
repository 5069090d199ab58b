import { lazy, Suspense, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { DateField } from '@/web/components/form/date-field';
import { Field } from '@/web/components/form/field';
import type { RegistrationBody, SampleAccount } from '../contract';
import { FIELD_MESSAGES } from './field-messages';
import { useRegisterMutation } from './form-patterns-api';
import { FormAlert, SubmitButton } from './submit-button';
import { useSampleForm } from './use-sample-form';
import { WhenVisible } from './when-visible';

const RegistrationResult = lazy(() => import('./registration-result'));
const SavedAccounts = lazy(() => import('./saved-accounts').then((m) => ({ default: m.SavedAccounts })));

type Values = RegistrationBody;
const DEFAULTS = { fullName: '', username: '', email: '', website: '', age: undefined, phone: '', password: '', confirmPassword: '', birthDate: '', terms: false } as unknown as Values;
/** Every field of the form: a server issue on any of them lands under it. */
const FIELDS = Object.keys(DEFAULTS) as (keyof Values)[];
const numberOrEmpty = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** A registration that shows every kind of rule, checked in the browser by the endpoint's schema and again by the server. */
export default function FormValidationPage() {
  const { t } = useTranslation();
  const [save] = useRegisterMutation();
  const [saved, setSaved] = useState<SampleAccount>();
  const { form, submit, alert } = useSampleForm<Values>(
    'registrationForm',
    DEFAULTS,
    FIELDS,
    async (values) => {
      setSaved(undefined);
      setSaved((await save(values).unwrap()).account);
    },
    { done: t('showcase.formValidation.done') },
  );
  const { register, formState } = form;
  const rule = (name: string) => t(`showcase.formValidation.rules.${name}`);
  const text = (name: keyof Values, type: string, autoComplete: string, ltr = false, options = {}) => (
    <Field name={name} label={t(`showcase.sampleForms.${name}`)} required hint={rule(name)} messages={FIELD_MESSAGES[name]} className="mb-3 col-md-6">
      {(aria, id) => <Form.Control id={id} type={type} autoComplete={autoComplete} dir={ltr ? 'ltr' : undefined} {...aria} {...register(name, options)} />}
    </Field>
  );

  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.formValidation.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.formValidation.intro')}</p>
      </header>
      <div className="row g-4 mb-4">
        <div className="col-xl-8">
          <section className="card" aria-labelledby="validation-form-title">
            <div className="card-header">
              <h2 id="validation-form-title" className="h5 mb-0">
                {t('showcase.formValidation.formTitle')}
              </h2>
            </div>
            <div className="card-body">
              <p className="small text-body-secondary">{t('showcase.formValidation.serverText')}</p>
              <FormProvider {...form}>
                <FormAlert text={alert} />
                <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="validation-form-title">
                  <div className="row">
                    {text('fullName', 'text', 'name')}
                    {text('username', 'text', 'username', true)}
                    {text('email', 'email', 'email', true)}
                    {text('website', 'url', 'url', true)}
                    <Field name="age" label={t('showcase.sampleForms.age')} required hint={rule('age')} messages={FIELD_MESSAGES.age} className="mb-3 col-md-6">
                      {(aria, id) => <Form.Control id={id} type="number" inputMode="numeric" min={18} max={99} {...aria} {...register('age', { setValueAs: numberOrEmpty })} />}
                    </Field>
                    {text('phone', 'tel', 'tel', true)}
                    {text('password', 'password', 'new-password', true, { deps: ['confirmPassword'] })}
                    {text('confirmPassword', 'password', 'new-password', true)}
                    <DateField name="birthDate" label={t('showcase.sampleForms.birthDate')} required hint={rule('birthDate')} messages={FIELD_MESSAGES.birthDate} className="mb-3 col-md-6" />
                  </div>
                  <Field name="terms" label={t('showcase.sampleForms.terms')} messages={FIELD_MESSAGES.terms} className="mb-3">
                    {(aria, id) => <Form.Check id={id} type="checkbox" label={rule('terms')} isInvalid={aria.isInvalid} className={aria.isInvalid ? 'is-invalid' : undefined} aria-describedby={aria['aria-describedby']} {...register('terms')} />}
                  </Field>
                  <div className="d-flex gap-2">
                    <SubmitButton busy={formState.isSubmitting}>{t('showcase.formValidation.submit')}</SubmitButton>
                    <button type="button" className="btn btn-outline-secondary" onClick={() => form.reset(DEFAULTS)}>
                      {t('common.reset')}
                    </button>
                  </div>
                </form>
              </FormProvider>
            </div>
          </section>
        </div>
        <div className="col-xl-4">
          <div aria-live="polite">
            {saved && (
              <Suspense fallback={null}>
                <RegistrationResult account={saved} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
      <WhenVisible><SavedAccounts source="validation" title={t('showcase.formValidation.savedTitle')} /></WhenVisible>
    </>
  );
}
