import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { Permission } from '../contract';
import { permissionForm } from '../forms';
import { ACCESS_AREAS } from '@/platform/access/areas';
import { permissionName } from '@/web/i18n/permission-name';
import { useAddPermissionMutation, useRenamePermissionMutation } from './permissions-api';
import { withRefusalText } from './refusal';
import { useRoleChoices } from './role-label';

const LEVELS = [
  ['r', 'read'],
  ['w', 'write'],
  ['c', 'create'],
] as const;

interface PermissionDialogProps {
  /** The permission to edit, `null` to add one, `undefined` when closed. */
  permission: Permission | null | undefined;
  onClose: () => void;
}

/**
 * Add a permission (it goes to the administrator role only) or edit one: its name, what it grants (some
 * levels of one area, or nothing beyond its name) and, editing, the roles it is assigned to.
 */
export function PermissionDialog({ permission, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const [addPermission] = useAddPermissionMutation();
  const [updatePermission] = useRenamePermissionMutation();
  const roles = useRoleChoices();
  const levels = LEVELS.filter(([letter]) => permission?.levels.includes(letter)).map(([letter]) => letter);
  // A sample permission shows its name in the page's language; left as shown, it keeps the name it has.
  const shownName = permission ? permissionName(t, permission.name) : '';

  return (
    <FormPanel
      as="modal"
      show={permission !== undefined}
      onClose={onClose}
      title={t(permission ? 'permissions.editTitle' : 'permissions.addTitle')}
      schema={permissionForm}
      defaultValues={{ name: shownName, area: permission?.area ?? null, levels, assignedTo: permission?.assignedTo ?? ['admin'] }}
      fields={['name', 'area', 'levels', 'assignedTo']}
      submitLabel={t(permission ? 'common.save' : 'permissions.add')}
      intro={!permission && <p className="text-body-secondary">{t('permissions.addHint')}</p>}
      onSubmit={async ({ name: typed, area, levels, assignedTo }) => {
        const name = permission && typed === shownName ? permission.name : typed;
        try {
          if (permission) await updatePermission({ id: permission.id, name, area, levels, assignedTo }).unwrap();
          else await addPermission({ name, area, levels }).unwrap();
        } catch (e) {
          throw withRefusalText(t, e);
        }
        notify.success(t(permission ? 'permissions.updated' : 'permissions.added', { name: permissionName(t, name) }));
      }}
    >
      {({ register }) => (
        <>
          <Field name="name" label={t('permissions.fields.name')} required messages={{ required: 'permissions.errors.nameRequired', too_long: 'permissions.errors.nameLong' }}>
            {(control) => <Form.Control {...control} {...register('name')} dir="auto" />}
          </Field>
          <Field name="area" label={t('permissions.fields.area')} hint={t('permissions.areaHint')}>
            {(control) => (
              <Form.Select {...control} {...register('area', { setValueAs: (value: string | null) => (value ? value : null) })}>
                <option value="">{t('permissions.noArea')}</option>
                {ACCESS_AREAS.map((area) => (
                  <option key={area} value={area}>
                    {t(`permissions.areas.${area}`)}
                  </option>
                ))}
              </Form.Select>
            )}
          </Field>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('permissions.fields.levels')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {LEVELS.map(([letter, level]) => (
                <Form.Check key={letter} type="checkbox" id={`permission-level-${letter}`} label={t(`permissions.levels.${level}`)} value={letter} {...register('levels')} />
              ))}
            </div>
            <Form.Text>{t('permissions.levelsHint')}</Form.Text>
          </fieldset>
          {permission && (
            <fieldset>
              <legend className="form-label fs-6 mb-1">{t('permissions.fields.assignedTo')}</legend>
              {roles.loaded ? (
                <div className="row row-cols-1 row-cols-sm-2 g-1">
                  {roles.choices.map((role) => (
                    <div key={role.value} className="col">
                      <Form.Check type="checkbox" id={`permission-role-${role.value}`} label={<bdi>{role.label}</bdi>} value={role.value} {...register('assignedTo')} />
                    </div>
                  ))}
                </div>
              ) : roles.error ? (
                <div className="alert alert-danger py-2 mb-0 d-flex align-items-center justify-content-between gap-2" role="alert">
                  {t('permissions.rolesFailed')}
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => void roles.refetch()}>
                    {t('common.retry')}
                  </button>
                </div>
              ) : (
                <div className="placeholder-glow" aria-busy="true">
                  <span className="placeholder col-8" />
                </div>
              )}
            </fieldset>
          )}
        </>
      )}
    </FormPanel>
  );
}
