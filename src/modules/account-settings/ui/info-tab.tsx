import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { DateField } from '@/web/components/form/date-field';
import { Field } from '@/web/components/form/field';
import type { AccountSettings } from '../contract';
import { useSaveInfoMutation } from './account-settings-api';
import { SaveButton, SettingsSection, WithSettings } from './settings-states';
import { useTabForm } from './use-tab-form';
import { CountryOptions } from './country-options';

type Values = AccountSettings['info'];
const FIELDS = ['bio', 'dob', 'country', 'website', 'phone'] as const;
const MESSAGES = {
  dob: { invalid_date: 'accountProfile.errors.dob', date_out_of_range: 'accountProfile.errors.dobRange', invalid_format: 'accountProfile.errors.dob' },
  country: { invalid_value: 'accountProfile.errors.country', invalid_union: 'accountProfile.errors.country' },
  website: { invalid_url: 'accountProfile.errors.website', unsafe_url: 'accountProfile.errors.website' },
  phone: { invalid_phone: 'accountProfile.errors.phone' },
};

function InfoForm({ info }: { info: Values }) {
  const { t } = useTranslation();
  const [save] = useSaveInfoMutation();
  const { form, submit, alert } = useTabForm('infoForm', info, FIELDS, (input) => save(input).unwrap());
  const { register, formState } = form;
  return (
    <FormProvider {...form}>
      {alert && (
        <div className="alert alert-danger py-2" role="alert">
          {alert}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-info-title">
        <Field name="bio" label={t('accountProfile.info.bio')} hint={t('accountProfile.info.bioHint')}>
          {(aria) => <Form.Control as="textarea" rows={4} dir="auto" {...aria} {...register('bio')} />}
        </Field>
        <div className="row">
          <DateField name="dob" label={t('accountProfile.info.dob')} messages={MESSAGES.dob} className="mb-3 col-md-6" />
          <Field name="country" label={t('accountProfile.info.country')} messages={MESSAGES.country} className="mb-3 col-md-6">
            {(aria) => (
              <Form.Select {...aria} {...register('country')}>
                <CountryOptions empty={t('accountProfile.info.noCountry')} />
              </Form.Select>
            )}
          </Field>
          <Field name="website" label={t('accountProfile.info.website')} messages={MESSAGES.website} className="mb-3 col-md-6">
            {(aria) => <Form.Control type="url" inputMode="url" placeholder="https://" dir="ltr" autoComplete="url" {...aria} {...register('website')} />}
          </Field>
          <Field name="phone" label={t('accountProfile.info.phone')} messages={MESSAGES.phone} className="mb-3 col-md-6">
            {(aria) => <Form.Control type="tel" dir="ltr" autoComplete="tel" {...aria} {...register('phone')} />}
          </Field>
        </div>
        <SaveButton busy={formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}

/** The info tab: bio, birth date, country, website and phone. */
export default function InfoTab() {
  const { t } = useTranslation();
  return (
    <WithSettings>
      {({ info }) => (
        <SettingsSection id="info" title={t('accountProfile.info.title')}>
          <InfoForm key={JSON.stringify(info)} info={info} />
        </SettingsSection>
      )}
    </WithSettings>
  );
}
