import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { FormPanel } from '@/web/components/form/form-panel';
import { useSessionUser } from '@/web/session/session';
import type { User } from '../contract';
import { editUserForm } from '../forms';
import { USER_BILLING } from '../routes';
import { withRefusalText } from './refusal';
import { RoleSelect } from './role-select';
import { slug } from './slug';
import { UserTextFields } from './user-text-fields';
import { useUpdateUserMutation } from './users-api';

const FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact', 'role', 'billing'] as const;

export interface EditUserFormProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/**
 * Edit a user in a modal: checked here on blur and submit, then by the server (taken email or username
 * shown by the field, a guard rail named in the alert). Nobody changes their own role: the select says so.
 */
export function EditUserForm({ user, show, onClose }: EditUserFormProps) {
  const { t } = useTranslation();
  const [updateUser] = useUpdateUserMutation();
  const own = useSessionUser()?.id === user.id;

  return (
    <FormPanel
      as="modal"
      size="lg"
      show={show}
      onClose={onClose}
      title={t('users.view.editTitle')}
      schema={editUserForm}
      defaultValues={Object.fromEntries(FIELDS.map((name) => [name, user[name]]))}
      fields={FIELDS}
      submitLabel={t('common.save')}
      onSubmit={async (values) => {
        try {
          await updateUser({ id: user.id, fields: own ? { ...values, role: undefined } : values }).unwrap();
        } catch (e) {
          throw withRefusalText(t, e);
        }
        notify.success(t('users.view.updated', { name: values.fullName }));
      }}
    >
      {({ register }) => (
        <div className="row g-3">
          <UserTextFields className="col-12 col-md-6" ltr />
          <RoleSelect className="col-12 col-md-6" lockedReason={own ? t('users.refusals.own_role') : undefined} />
          <Form.Group className="col-12 col-md-6" controlId="edit-billing">
            <Form.Label>{t('users.fields.billing')}</Form.Label>
            <Form.Select {...register('billing')}>
              {USER_BILLING.map((option) => (
                <option key={option} value={option}>
                  {t(`users.billingOptions.${slug(option)}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
      )}
    </FormPanel>
  );
}
