import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { User } from '../contract';
import { editUserForm } from '../forms';
import { USER_BILLING, USER_ROLES } from '../routes';
import { roleLabel } from './role-label';
import { slug } from './slug';
import { USER_FIELD_MESSAGES, UserTextFields } from './user-text-fields';
import { useRolesQuery, useUpdateUserMutation } from './users-api';

const FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact', 'role', 'billing', 'accessRole'] as const;

export interface EditUserFormProps {
  user: User;
  show: boolean;
  onClose: () => void;
}

/** Edit a user in a modal: checked here on blur and submit, then by the server (taken email or username shown by the field). */
export function EditUserForm({ user, show, onClose }: EditUserFormProps) {
  const { t } = useTranslation();
  const [updateUser] = useUpdateUserMutation();
  const { data: roles } = useRolesQuery(undefined, { skip: !show });
  const accessRoles = roles?.roles.map((r) => r.name) ?? [user.accessRole];

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
        await updateUser({ id: user.id, fields: values }).unwrap();
        notify.success(t('users.view.updated', { name: values.fullName }));
      }}
    >
      {({ register }) => (
        <div className="row g-3">
          <UserTextFields className="col-12 col-md-6" ltr />
          <Form.Group className="col-12 col-md-4" controlId="edit-role">
            <Form.Label>{t('users.fields.role')}</Form.Label>
            <Form.Select {...register('role')}>
              {USER_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`users.roles.${option}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Field name="accessRole" className="col-12 col-md-4" label={t('users.fields.accessRole')} messages={USER_FIELD_MESSAGES.accessRole}>
            {(control) => (
              <Form.Select {...control} {...register('accessRole')}>
                {accessRoles.map((name) => (
                  <option key={name} value={name}>
                    {roleLabel(t, name)}
                  </option>
                ))}
              </Form.Select>
            )}
          </Field>
          <Form.Group className="col-12 col-md-4" controlId="edit-billing">
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
