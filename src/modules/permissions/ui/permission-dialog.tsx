import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Permission } from '../contract';
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
  const { register, handleSubmit, reset, setError, formState } = useForm<{ name: string }>({ mode: 'onTouched' });
  const { errors, isSubmitting } = formState;
  const open = permission !== undefined;

  useEffect(() => {
    if (open) reset({ name: permission?.name ?? '' });
  }, [open, permission, reset]);

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      if (permission) await renamePermission({ id: permission.id, name }).unwrap();
      else await addPermission(name).unwrap();
      notify.success(t(permission ? 'permissions.renamed' : 'permissions.added', { name: name.trim() }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const named = issues.find((i) => i.path.endsWith('.name'));
      if (named) setError('name', { type: 'server', message: named.message });
      else notify.error(message);
    }
  });

  const message = errors.name?.type === 'server' ? errors.name.message : errors.name?.message && t(errors.name.message);
  return (
    <Modal show={open} onHide={onClose} centered aria-labelledby="permission-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="permission-dialog-title" as="h2" className="h5">
            {t(permission ? 'permissions.renameTitle' : 'permissions.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {!permission && <p className="text-body-secondary">{t('permissions.addHint')}</p>}
          <label className="form-label" htmlFor="permission-name">
            {t('permissions.fields.name')} <span aria-hidden="true">*</span>
          </label>
          <input
            id="permission-name"
            className={`form-control ${message ? 'is-invalid' : ''}`}
            aria-invalid={Boolean(message)}
            aria-describedby="permission-name-error"
            aria-required="true"
            {...register('name', {
              validate: (value) => (value.trim() ? true : 'permissions.errors.nameRequired'),
              maxLength: { value: 80, message: 'permissions.errors.nameLong' },
            })}
          />
          <div id="permission-name-error" className="invalid-feedback">
            {message}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t(permission ? 'common.save' : 'permissions.add')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
