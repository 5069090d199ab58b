import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { apiKeyForm } from '../forms';
import { KEY_NAME_MAX } from '../routes';
import { useCreateApiKeyMutation } from './api-keys-api';

export interface CreateKeyDialogProps {
  show: boolean;
  onClose: () => void;
  /** The secret and name of the key just made: the page shows the secret this once. */
  onCreated: (secret: string, name: string) => void;
}

/** Names a new key in a modal; the limit of live keys, when reached, shows above the field. */
export function CreateKeyDialog({ show, onClose, onCreated }: CreateKeyDialogProps) {
  const { t } = useTranslation();
  const [create] = useCreateApiKeyMutation();
  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t('apiKeys.createTitle')}
      schema={apiKeyForm}
      defaultValues={{ name: '' }}
      fields={['name']}
      submitLabel={t('apiKeys.create')}
      onSubmit={async (values) => {
        const { key, apiKey } = await create(values).unwrap();
        onCreated(key, apiKey.name);
      }}
    >
      {({ register }) => (
        <Field name="name" label={t('apiKeys.fields.name')} required hint={t('apiKeys.nameHint', { max: KEY_NAME_MAX })}>
          {(control) => <Form.Control {...control} {...register('name')} autoComplete="off" placeholder={t('apiKeys.namePlaceholder')} />}
        </Field>
      )}
    </FormPanel>
  );
}
