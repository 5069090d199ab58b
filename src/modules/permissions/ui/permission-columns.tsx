import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import type { ListColumn } from '@/web/components/list-column';
import { formatDateTime } from '@/web/i18n/i18n';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { permissionName } from '@/web/i18n/permission-name';
import { withRefusalText } from './refusal';
import type { Permission } from '../contract';
import { useDeletePermissionMutation } from './permissions-api';
import { grantText } from './grant-text';
import { roleTint, useRoleChoices } from './role-label';

function PermissionActions({ permission, onEdit }: { permission: Permission; onEdit: (permission: Permission) => void }) {
  const { t } = useTranslation();
  const [deletePermission] = useDeletePermissionMutation();
  const name = permissionName(t, permission.name);
  const remove = () =>
    confirmDelete({
      title: t('permissions.deleteTitle'),
      text: t('permissions.deleteText', { name }),
      run: () =>
        deletePermission(permission.id)
          .unwrap()
          .catch((e: unknown) => Promise.reject(withRefusalText(t, e))),
      done: t('permissions.deleted', { name }),
    });
  return (
    <Dropdown align="end">
      <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('permissions.actionsFor', { name })}>
        <EllipsisVertical size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => onEdit(permission)}>
          <Pencil size={16} className="tb-icon-start" aria-hidden="true" />
          {t('common.edit')}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="text-danger" onClick={() => void remove()}>
          <Trash2 size={16} className="tb-icon-start" aria-hidden="true" />
          {t('common.delete')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The roles a permission is assigned to, each as a chip with the role's name. */
function AssignedRoles({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const { label } = useRoleChoices();
  if (keys.length === 0) return <span className="text-body-secondary">{t('permissions.noRoles')}</span>;
  return (
    <div className="d-flex flex-wrap gap-1">
      {keys.map((key) => (
        <span key={key} className={`badge rounded-pill tb-tint-badge ${roleTint(key)}`}>
          <bdi>{label(key)}</bdi>
        </span>
      ))}
    </div>
  );
}

/** The permissions table (newest first, as the server gives it); each row can be edited or deleted. */
export function permissionColumns(onEdit: (permission: Permission) => void): readonly ListColumn<Permission>[] {
  return [
    { id: 'name', header: 'permissions.fields.name', canHide: false, className: 'fw-semibold', cell: (permission, t) => <bdi>{permissionName(t, permission.name)}</bdi> },
    { id: 'assignedTo', header: 'permissions.fields.assignedTo', cell: (permission) => <AssignedRoles keys={permission.assignedTo} /> },
    { id: 'grants', header: 'permissions.fields.grants', className: 'text-body-secondary', cell: (permission, t) => grantText(t, permission.area, permission.levels) },
    { id: 'createdDate', header: 'permissions.fields.createdDate', className: 'text-nowrap text-body-secondary', cell: (permission) => <time dateTime={permission.createdAt}>{formatDateTime(permission.createdAt)}</time> },
    { id: 'actions', header: 'common.actions', align: 'end', canHide: false, cell: (permission) => <PermissionActions permission={permission} onEdit={onEdit} /> },
  ];
}
