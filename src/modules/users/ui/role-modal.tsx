import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import type { PermissionMatrix, Role } from '../roles-contract';
import { roleForm } from '../forms';
import { ROLE_ACTIONS, ROLE_AREAS } from '../roles-routes';
import { roleLabel } from './role-label';
import { useAddRoleMutation, useUpdateRoleMutation } from './users-api';

const matrixOf = (value: boolean): PermissionMatrix => Object.fromEntries(ROLE_AREAS.map((a) => [a, { read: value, write: value, create: value }])) as PermissionMatrix;
const NAME_MESSAGES = { required: 'roles.errors.name', too_short: 'roles.errors.name', too_long: 'roles.errors.name', invalid_format: 'roles.errors.name', role_taken: 'roles.errors.taken' };

/** Add a role, or edit one (`role` given): its name and the read/write/create matrix over every area. */
export function RoleModal({ role, show, onClose }: { role: Role | null; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [addRole] = useAddRoleMutation();
  const [updateRole] = useUpdateRoleMutation();

  return (
    <FormPanel
      as="modal"
      size="lg"
      show={show}
      onClose={onClose}
      title={t(role ? 'roles.editTitle' : 'roles.addTitle')}
      schema={roleForm}
      defaultValues={{ name: role?.name ?? '', permissions: role ? structuredClone(role.permissions) : matrixOf(false) }}
      fields={['name']}
      submitLabel={t('common.save')}
      onSubmit={async (input) => {
        const { role: saved } = role ? await updateRole({ id: role.id, role: input }).unwrap() : await addRole(input).unwrap();
        notify.success(t(role ? 'roles.updated' : 'roles.added', { name: roleLabel(t, saved.name) }));
      }}
    >
      {({ register, watch, setValue }) => {
        const matrix = watch('permissions');
        const allChecked = ROLE_AREAS.every((a) => ROLE_ACTIONS.every((x) => matrix[a][x]));
        return (
          <>
            <Field name="name" label={t('roles.name')} required messages={NAME_MESSAGES}>
              {(control) => <Form.Control {...control} {...register('name')} />}
            </Field>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <h3 className="h6 mb-0">{t('roles.permissions')}</h3>
              <div className="form-check mb-0">
                <input className="form-check-input" type="checkbox" id="role-all" checked={allChecked} onChange={(e) => setValue('permissions', matrixOf(e.target.checked), { shouldDirty: true })} />
                <label className="form-check-label" htmlFor="role-all">
                  {t('roles.selectAll')}
                </label>
              </div>
            </div>
            <div className="table-responsive">
              <table className="table table-sm align-middle tb-matrix mb-0">
                <caption className="visually-hidden">{t('roles.permissions')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('roles.area')}</th>
                    {ROLE_ACTIONS.map((action) => (
                      <th key={action} scope="col" className="text-center">
                        {t(`roles.actions.${action}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ROLE_AREAS.map((area) => (
                    <tr key={area}>
                      <th scope="row">{t(`roles.areas.${area}`)}</th>
                      {ROLE_ACTIONS.map((action) => (
                        <td key={action} className="text-center">
                          <input
                            className="form-check-input m-0"
                            type="checkbox"
                            aria-label={t('roles.grant', { action: t(`roles.actions.${action}`), area: t(`roles.areas.${area}`) })}
                            {...register(`permissions.${area}.${action}`)}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        );
      }}
    </FormPanel>
  );
}
