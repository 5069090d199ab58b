import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { FormPanel } from '@/web/components/form/form-panel';
import type { NewUser } from '../contract';
import { newUserForm } from '../forms';
import { USER_BILLING, USER_PLANS } from '../routes';
import { RoleSelect } from './role-select';
import { slug } from './slug';
import { UserTextFields } from './user-text-fields';
import { useAddUserMutation } from './users-api';

const EMPTY: Required<NewUser> = { fullName: '', username: '', email: '', company: '', country: '', contact: '', role: 'user', currentPlan: 'basic', billing: 'Manual - Credit Card' };
const CHOICES = [
  ['currentPlan', USER_PLANS, 'users.plans'],
  ['billing', USER_BILLING, 'users.billingOptions'],
] as const;

interface AddUserSidebarProps {
  show: boolean;
  onClose: () => void;
}

/**
 * Invite a person: a sidebar form; the server checks the same rules and that email and username are
 * free, then keeps the account pending until its owner sets a password from the invitation.
 */
export function AddUserSidebar({ show, onClose }: AddUserSidebarProps) {
  const { t } = useTranslation();
  const [addUser] = useAddUserMutation();

  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('users.addTitle')}
      schema={newUserForm}
      defaultValues={EMPTY}
      fields={Object.keys(EMPTY)}
      submitLabel={t('users.add')}
      intro={<p className="text-body-secondary">{t('users.addHint')}</p>}
      onSubmit={async (values) => {
        const { user } = await addUser(values).unwrap();
        notify.success(t('users.invited', { email: user.email }));
      }}
    >
      {({ register }) => (
        <>
          <UserTextFields className="mb-3" />
          <RoleSelect className="mb-3" />
          {CHOICES.map(([name, options, labels]) => (
            <Form.Group key={name} className="mb-3" controlId={`user-${name}`}>
              <Form.Label>{t(`users.fields.${name}`)}</Form.Label>
              <Form.Select {...register(name)}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {t(`${labels}.${slug(option)}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ))}
        </>
      )}
    </FormPanel>
  );
}
