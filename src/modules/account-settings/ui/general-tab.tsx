import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import type { LanguageCode } from '@/web/i18n/i18n';
import type { AccountSettings } from '../contract';
import { useSaveGeneralMutation } from './account-settings-api';
import { AvatarCard } from './avatar-card';
import { SaveButton, SettingsSection, WithSettings } from './settings-states';
import { useTabForm } from './use-tab-form';
import './account-settings.scss';

type Values = Omit<AccountSettings['general'], 'avatar' | 'emailVerified'>;
const FIELDS = ['username', 'fullName', 'email', 'company'] as const;
const MESSAGES = {
  username: { username_taken: 'validation.username_taken', too_short: 'accountProfile.errors.username', invalid_format: 'accountProfile.errors.username' },
  email: { email_taken: 'validation.email_taken' },
};

function GeneralForm({ general }: { general: AccountSettings['general'] }) {
  const { t, i18n } = useTranslation();
  const [save] = useSaveGeneralMutation();
  const values: Values = { username: general.username, fullName: general.fullName, email: general.email, company: general.company };
  const { form, submit, alert } = useTabForm('generalForm', values, FIELDS, (input) => save({ ...input, lang: i18n.language.slice(0, 2) as LanguageCode }).unwrap());
  const { register, formState } = form;
  return (
    <FormProvider {...form}>
      {alert && (
        <div className="alert alert-danger py-2" role="alert">
          {alert}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('accountProfile.tabs.general')}>
        <div className="row">
          <Field name="username" label={t('accountProfile.general.username')} required messages={MESSAGES.username} className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="username" dir="auto" {...aria} {...register('username')} />}
          </Field>
          <Field name="fullName" label={t('accountProfile.general.fullName')} required className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="name" dir="auto" {...aria} {...register('fullName')} />}
          </Field>
          <Field
            name="email"
            label={t('accountProfile.general.email')}
            required
            messages={MESSAGES.email}
            hint={general.emailVerified ? undefined : t('accountProfile.general.unverified')}
            className="mb-3 col-md-6"
          >
            {(aria) => <Form.Control type="email" autoComplete="email" {...aria} {...register('email')} />}
          </Field>
          <Field name="company" label={t('accountProfile.general.company')} className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="organization" dir="auto" {...aria} {...register('company')} />}
          </Field>
        </div>
        <SaveButton busy={formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}

/** The general tab: picture, username, full name, e-mail and company. */
export default function GeneralTab() {
  const { t } = useTranslation();
  return (
    <WithSettings>
      {({ general }) => (
        <SettingsSection id="general" title={t('accountProfile.general.title')}>
          <AvatarCard general={general} />
          <hr className="my-4" />
          <GeneralForm key={`${general.username}|${general.email}|${general.fullName}|${general.company}`} general={general} />
        </SettingsSection>
      )}
    </WithSettings>
  );
}
