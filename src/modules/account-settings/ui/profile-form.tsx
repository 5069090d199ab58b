import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import type { LanguageCode } from '@/web/i18n/i18n';
import type { AccountSettings } from '../contract';
import { profileForm } from '../forms';
import { useSaveGeneralMutation, useSaveInfoMutation } from './account-settings-api';
import { CountryOptions } from './country-options';

export interface ProfileFormProps {
  settings: AccountSettings;
  show: boolean;
  onClose: () => void;
}

const MESSAGES = {
  username: { username_taken: 'validation.username_taken', too_short: 'accountProfile.errors.username', invalid_format: 'accountProfile.errors.username' },
  email: { email_taken: 'validation.email_taken' },
  country: { invalid_value: 'accountProfile.errors.country', invalid_union: 'accountProfile.errors.country' },
  phone: { invalid_phone: 'accountProfile.errors.phone' },
};
const FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'phone'] as const;

/** Edits the person in one modal: name, username, e-mail and company (the account), then country and phone (the info tab). */
export function ProfileForm({ settings, show, onClose }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const [saveGeneral] = useSaveGeneralMutation();
  const [saveInfo] = useSaveInfoMutation();
  const { general, info } = settings;
  return (
    <FormPanel
      as="modal"
      size="lg"
      show={show}
      onClose={onClose}
      title={t('accountProfile.modals.editTitle')}
      intro={<p className="text-body-secondary">{t('accountProfile.modals.editIntro')}</p>}
      schema={profileForm}
      defaultValues={{ fullName: general.fullName, username: general.username, email: general.email, company: general.company, country: info.country, phone: info.phone }}
      fields={FIELDS}
      submitLabel={t('accountProfile.save')}
      requireChange
      onSubmit={async ({ country, phone, ...account }) => {
        await saveGeneral({ ...account, lang: i18n.language.slice(0, 2) as LanguageCode }).unwrap();
        await saveInfo({ ...info, country, phone }).unwrap();
        notify.success(t('accountProfile.saved'));
      }}
    >
      {({ register }) => (
        <div className="row">
          <Field name="fullName" label={t('accountProfile.general.fullName')} required className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="name" dir="auto" {...aria} {...register('fullName')} />}
          </Field>
          <Field name="username" label={t('accountProfile.general.username')} required messages={MESSAGES.username} className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="username" dir="auto" {...aria} {...register('username')} />}
          </Field>
          <Field name="email" label={t('accountProfile.general.email')} required messages={MESSAGES.email} className="mb-3 col-md-6">
            {(aria) => <Form.Control type="email" autoComplete="email" dir="ltr" {...aria} {...register('email')} />}
          </Field>
          <Field name="company" label={t('accountProfile.general.company')} className="mb-3 col-md-6">
            {(aria) => <Form.Control autoComplete="organization" dir="auto" {...aria} {...register('company')} />}
          </Field>
          <Field name="country" label={t('accountProfile.info.country')} messages={MESSAGES.country} className="mb-3 col-md-6">
            {(aria) => (
              <Form.Select {...aria} {...register('country')}>
                <CountryOptions empty={t('accountProfile.info.noCountry')} />
              </Form.Select>
            )}
          </Field>
          <Field name="phone" label={t('accountProfile.info.phone')} messages={MESSAGES.phone} className="mb-3 col-md-6">
            {(aria) => <Form.Control type="tel" dir="ltr" autoComplete="tel" {...aria} {...register('phone')} />}
          </Field>
        </div>
      )}
    </FormPanel>
  );
}
