import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import type { Address, AddressInput } from '../contract';
import { addressForm } from '../forms';
import { ADDRESS_TYPES } from '../routes';
import { useAddAddressMutation } from './ecommerce-api';

const EMPTY: Required<AddressInput> = { fullName: '', mobile: '', street: '', landmark: '', city: '', postalCode: '', state: '', addressType: 'home' };
const TEXT_FIELDS = ['fullName', 'mobile', 'street', 'landmark', 'city', 'postalCode', 'state'] as const;
const FIELDS = [...TEXT_FIELDS, 'addressType'] as const;
const MESSAGES = {
  mobile: { phone: 'ecommerce.errors.phone' },
  postalCode: { postal_code: 'ecommerce.errors.postalCode' },
};

export interface AddAddressFormProps {
  show: boolean;
  onClose: () => void;
  onAdded: (address: Address) => void;
}

/** A new delivery address, validated with the endpoint's own schema. */
export function AddAddressForm({ show, onClose, onAdded }: AddAddressFormProps) {
  const { t } = useTranslation();
  const [addAddress] = useAddAddressMutation();
  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('ecommerce.address.addTitle')}
      schema={addressForm}
      defaultValues={EMPTY}
      fields={FIELDS}
      submitLabel={t('ecommerce.address.save')}
      onSubmit={async (values) => {
        const { address } = await addAddress(values).unwrap();
        notify.success(t('ecommerce.address.added'));
        onAdded(address);
      }}
    >
      {({ register }) => (
        <>
          {TEXT_FIELDS.map((name) => (
            <Field key={name} name={name} label={t(`ecommerce.address.${name}`)} required={name !== 'landmark'} messages={name in MESSAGES ? MESSAGES[name as keyof typeof MESSAGES] : undefined}>
              {(control) => <Form.Control type={name === 'mobile' ? 'tel' : 'text'} autoComplete={name === 'mobile' ? 'tel' : name === 'postalCode' ? 'postal-code' : undefined} dir="auto" {...control} {...register(name)} />}
            </Field>
          ))}
          <Field name="addressType" label={t('ecommerce.address.addressType')}>
            {(control) => (
              <Form.Select {...control} {...register('addressType')}>
                {ADDRESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`ecommerce.address.types.${type}`)}
                  </option>
                ))}
              </Form.Select>
            )}
          </Field>
        </>
      )}
    </FormPanel>
  );
}
