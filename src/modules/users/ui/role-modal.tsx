import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import type { Role } from '../roles-contract';
import { roleForm } from '../forms';
import { withRefusalText } from './refusal';
import { RoleGrants } from './role-grants';
import { RoleHistory } from './role-history';
import { roleLabel } from './role-label';
import { matrixOf, RoleMatrix } from './role-matrix';
import { useAddRoleMutation, useUpdateRoleMutation } from './users-api';

const NAME_MESSAGES = { required: 'roles.errors.name', too_short: 'roles.errors.name', too_long: 'roles.errors.name', invalid_format: 'roles.errors.name', role_taken: 'roles.errors.taken' };

/**
 * Add a role, or edit one (`role` given): its name, full access or the read/write/create matrix over
 * every area, the permissions that add to it, and (editing) its history.
 */
export function RoleModal({ role, show, onClose }: { role: Role | null; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [addRole] = useAddRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  // A built-in role shows its name in the page's language; left as shown, it keeps the name it has.
  const shownName = role ? roleLabel(t, role.key, role.name) : '';


  return (
    <FormPanel
      as="modal"
      size="lg"
      show={show}
      onClose={onClose}
      title={t(role ? 'roles.editTitle' : 'roles.addTitle')}
      schema={roleForm}
      defaultValues={{ name: shownName, permissions: role ? structuredClone(role.permissions) : matrixOf(false), fullAccess: role?.fullAccess ?? false }}
      fields={['name']}
      submitLabel={t('common.save')}
      onSubmit={async (values) => {
        const input = role && values.name === shownName ? { ...values, name: role.name } : values;
        try {
          const { role: saved } = role ? await updateRole({ id: role.id, role: input }).unwrap() : await addRole(input).unwrap();
          notify.success(t(role ? 'roles.updated' : 'roles.added', { name: roleLabel(t, saved.key, saved.name) }));
        } catch (e) {
          throw withRefusalText(t, e);
        }
      }}
    >
      {({ register }) => {
        const fields = (
          <>
            <Field name="name" label={t('roles.name')} required messages={NAME_MESSAGES}>
              {(control) => <Form.Control {...control} {...register('name')} dir="auto" />}
            </Field>
            <RoleMatrix />
            {role && <RoleGrants role={role} />}
          </>
        );
        // The history is a second tab (the form stays mounted behind it, so nothing typed is lost).
        return role ? (
          <Tabs id="role-tabs" defaultActiveKey="rights" className="mb-3" mountOnEnter>
            <Tab eventKey="rights" title={t('roles.rightsTab')}>
              {fields}
            </Tab>
            <Tab eventKey="history" title={t('roles.history')}>
              <RoleHistory id={role.id} roleKey={role.key} />
            </Tab>
          </Tabs>
        ) : (
          fields
        );
      }}
    </FormPanel>
  );
}
