import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { Permission } from '../contract';
import { permissionNameForm } from '../forms';
import { useAddPermissionMutation, useRenamePermissionMutation } from './permissions-api';

interface PermissionDialogProps {
  /** The permission to rename, `null` to add one, `undefined` when closed. */
  permission: Permission | null | undefined;
  onClose: () => void;
}

/** Add a permission (it goes to administrator only) or rename one: a short form in a modal. */
export function PermissionDialog({ permission, onClose }: PermissionDialogProps) {
  const { t } = useTranslation();
  const [addPermission] = useAddPermissionMutation();
  const [renamePermission] = useRenamePermissionMutation();

  return (
    <FormPanel
      as="modal"
      show={permission !== undefined}
      onClose={onClose}
      title={t(permission ? 'permissions.renameTitle' : 'permissions.addTitle')}
      schema={permissionNameForm}
      defaultValues={{ name: permission?.name ?? '' }}
      fields={['name']}
      submitLabel={t(permission ? 'common.save' : 'permissions.add')}
      intro={!permission && <p className="text-body-secondary">{t('permissions.addHint')}</p>}
      onSubmit={async ({ name }) => {
        if (permission) await renamePermission({ id: permission.id, name }).unwrap();
        else await addPermission(name).unwrap();
        notify.success(t(permission ? 'permissions.renamed' : 'permissions.added', { name }));
      }}
    >
      {({ register }) => (
        <Field name="name" label={t('permissions.fields.name')} required messages={{ required: 'permissions.errors.nameRequired', too_long: 'permissions.errors.nameLong' }}>
          {(control) => <Form.Control {...control} {...register('name')} />}
        </Field>
      )}
    </FormPanel>
  );
}
