import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { Client, NewClient } from '../contract';
import { newClientForm } from '../forms';
import { useAddInvoiceClientMutation } from './invoices-api';

const EMPTY: Required<NewClient> = { name: '', companyEmail: '', company: '', address: '', country: '', contact: '' };
const FIELDS = ['name', 'companyEmail', 'company', 'address', 'country', 'contact'] as const;
const MESSAGES = {
  name: { required: 'invoices.errors.clientName', too_long: 'invoices.errors.clientName' },
  companyEmail: { required: 'invoices.errors.email', invalid_email: 'invoices.errors.email' },
};

export interface AddClientFormProps {
  show: boolean;
  onClose: () => void;
  onAdded: (client: Client) => void;
}

/** Add a client to the address book without leaving the invoice. */
export function AddClientForm({ show, onClose, onAdded }: AddClientFormProps) {
  const { t } = useTranslation();
  const [addClient] = useAddInvoiceClientMutation();

  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('invoices.client.addTitle')}
      schema={newClientForm}
      defaultValues={EMPTY}
      fields={FIELDS}
      submitLabel={t('invoices.client.save')}
      onSubmit={async (values) => {
        const { client } = await addClient(values).unwrap();
        notify.success(t('invoices.client.added', { name: client.name }));
        onAdded(client);
      }}
    >
      {({ register }) =>
        FIELDS.map((name) => (
          <Field key={name} name={name} label={t(`invoices.client.${name}`)} required={name === 'name' || name === 'companyEmail'} messages={name in MESSAGES ? MESSAGES[name as keyof typeof MESSAGES] : undefined}>
            {(control) => <Form.Control type={name === 'companyEmail' ? 'email' : 'text'} {...control} {...register(name)} />}
          </Field>
        ))
      }
    </FormPanel>
  );
}
