import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { DateField } from '@/web/components/form/date-field';
import { Field } from '@/web/components/form/field';
import type { WizardBody } from '../contract';
import { CountryOptions } from './country-options';
import { FIELD_MESSAGES } from './field-messages';

/** The wizard's second step (its own chunk, with the date picker's field): names, country and birth date. */
export default function WizardPersonalStep({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<WizardBody>();
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <Field name={field} label={t(`showcase.sampleForms.${field}`)} required className="mb-3 col-md-6" id={`${idPrefix}-${field}`}>
      {(aria, id) => <Form.Control id={id} autoComplete={autoComplete} {...aria} {...register(field)} />}
    </Field>
  );
  return (
    <div className="row">
      {name('firstName', 'given-name')}
      {name('lastName', 'family-name')}
      <Field name="country" label={t('showcase.sampleForms.country')} required messages={FIELD_MESSAGES.country} className="mb-3 col-md-6" id={`${idPrefix}-country`}>
        {(aria, id) => (
          <Form.Select id={id} {...aria} {...register('country')}>
            <CountryOptions />
          </Form.Select>
        )}
      </Field>
      <DateField name="birthDate" id={`${idPrefix}-birthDate`} label={t('showcase.sampleForms.birthDate')} required messages={FIELD_MESSAGES.birthDate} className="mb-3 col-md-6" />
    </div>
  );
}
