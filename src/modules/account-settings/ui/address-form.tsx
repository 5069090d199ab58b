import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import { addressForm } from '../forms';
import { ADDRESS_KINDS } from '../routes';
import { useAddAddressMutation } from './account-settings-api';
import { CountryOptions } from './country-options';

export interface AddressFormProps {
  show: boolean;
  onClose: () => void;
}

const MESSAGES = {
  country: { invalid_value: 'accountProfile.errors.country' },
  postcode: { postcode: 'accountProfile.billing.errors.postcode' },
};
const FIELDS = ['fullName', 'line1', 'line2', 'city', 'state', 'postcode', 'country', 'kind', 'isDefault'] as const;

/** Adds a billing or delivery address; the first one, or one marked so, becomes the default. */
export function AddressForm({ show, onClose }: AddressFormProps) {
  const { t } = useTranslation();
  const [addAddress] = useAddAddressMutation();
  return (
    <FormPanel
      as="modal"
      size="lg"
      show={show}
      onClose={onClose}
      title={t('accountProfile.billing.addAddress')}
      schema={addressForm}
      defaultValues={{ fullName: '', line1: '', line2: '', city: '', state: '', postcode: '', country: 'ES', kind: 'home', isDefault: false }}
      fields={FIELDS}
      submitLabel={t('accountProfile.billing.saveAddress')}
      onSubmit={async (values) => {
        await addAddress(values).unwrap();
        notify.success(t('accountProfile.billing.addressSaved'));
      }}
    >
      {({ register }) => {
        const text = (name: (typeof FIELDS)[number], required: boolean, autoComplete: string, className = 'mb-3 col-md-6') => (
          <Field name={name} label={t(`accountProfile.billing.address.${name}`)} required={required} messages={name === 'postcode' ? MESSAGES.postcode : undefined} className={className}>
            {(aria) => <Form.Control autoComplete={autoComplete} dir="auto" {...aria} {...register(name)} />}
          </Field>
        );
        return (
          <>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('accountProfile.billing.address.kind')}</legend>
              <div className="d-flex flex-wrap gap-3">
                {ADDRESS_KINDS.map((kind) => (
                  <Form.Check key={kind} type="radio" id={`address-kind-${kind}`} value={kind} label={t(`accountProfile.billing.kinds.${kind}`)} {...register('kind')} />
                ))}
              </div>
            </fieldset>
            <div className="row">
              {text('fullName', true, 'name', 'mb-3 col-12')}
              {text('line1', true, 'address-line1')}
              {text('line2', false, 'address-line2')}
              {text('city', true, 'address-level2')}
              {text('state', false, 'address-level1')}
              {text('postcode', true, 'postal-code')}
              <Field name="country" label={t('accountProfile.billing.address.country')} required messages={MESSAGES.country} className="mb-3 col-md-6">
                {(aria) => (
                  <Form.Select autoComplete="country" {...aria} {...register('country')}>
                    <CountryOptions />
                  </Form.Select>
                )}
              </Field>
            </div>
            <Form.Check type="switch" id="address-default" label={t('accountProfile.billing.makeDefault')} {...register('isDefault')} />
          </>
        );
      }}
    </FormPanel>
  );
}
