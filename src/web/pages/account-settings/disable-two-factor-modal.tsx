import { useTranslation } from 'react-i18next';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { disableTwoFactorFormSchema } from '@/platform/auth/security-forms';
import { notify } from '@/web/feedback/notify';
import { PasswordInput } from '@/web/pages/auth/password-field';
import { useDisableTwoFactorMutation } from './security-api';

export interface DisableTwoFactorModalProps {
  show: boolean;
  onClose: () => void;
}

/** Switching two-step verification off asks for the password again. */
export default function DisableTwoFactorModal({ show, onClose }: DisableTwoFactorModalProps) {
  const { t } = useTranslation();
  const [disable] = useDisableTwoFactorMutation();
  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t('accountSettings.twoFactor.disableTitle')}
      intro={<p className="text-body-secondary">{t('accountSettings.twoFactor.disableIntro')}</p>}
      schema={disableTwoFactorFormSchema}
      defaultValues={{ password: '' }}
      fields={['password']}
      submitLabel={t('accountSettings.twoFactor.disable')}
      submitVariant="danger"
      onSubmit={async (body) => {
        await disable(body).unwrap();
        notify.success(t('accountSettings.twoFactor.disabled'));
      }}
    >
      {({ register }) => (
        <Field name="password" label={t('accountSettings.twoFactor.password')} required messages={{ invalid_password: 'accountSettings.errors.wrongPassword', required: 'accountSettings.errors.passwordRequired' }}>
          {({ isInvalid, ...aria }, id) => <PasswordInput id={id} autoComplete="current-password" invalid={isInvalid} {...aria} {...register('password')} />}
        </Field>
      )}
    </FormPanel>
  );
}
