import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import type { ListColumn } from '@/web/components/list-column';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import type { Permission } from '../contract';
import { useDeletePermissionMutation } from './permissions-api';

function PermissionActions({ permission, onRename }: { permission: Permission; onRename: (permission: Permission) => void }) {
  const { t } = useTranslation();
  const [deletePermission] = useDeletePermissionMutation();
  const remove = () =>
    confirmDelete({
      title: t('permissions.deleteTitle'),
      text: t('permissions.deleteText', { name: permission.name }),
      run: () => deletePermission(permission.id).unwrap(),
      done: t('permissions.deleted', { name: permission.name }),
    });
  return (
    <Dropdown align="end">
      <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('permissions.actionsFor', { name: permission.name })}>
        <EllipsisVertical size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => onRename(permission)}>
          <Pencil size={16} className="tb-icon-start" aria-hidden="true" />
          {t('permissions.rename')}
        </Dropdown.Item>
        <Dropdown.Item as="button" className="text-danger" onClick={() => void remove()}>
          <Trash2 size={16} className="tb-icon-start" aria-hidden="true" />
          {t('common.delete')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The permissions table (newest first, as the server gives it); each row can be renamed or deleted. */
export function permissionColumns(onRename: (permission: Permission) => void): readonly ListColumn<Permission>[] {
  return [
    { id: 'name', header: 'permissions.fields.name', canHide: false, className: 'fw-semibold', cell: (permission) => permission.name },
    {
      id: 'assignedTo',
      header: 'permissions.fields.assignedTo',
      cell: (permission, t) => (
        <div className="d-flex flex-wrap gap-1">
          {permission.assignedTo.map((role) => (
            <span key={role} className={`badge rounded-pill tb-tint-badge tb-role-${role}`}>
              {t(`permissions.roles.${role}`)}
            </span>
          ))}
        </div>
      ),
    },
    { id: 'createdDate', header: 'permissions.fields.createdDate', className: 'text-nowrap text-body-secondary', cell: (permission) => <bdi>{permission.createdDate}</bdi> },
    { id: 'actions', header: 'common.actions', align: 'end', canHide: false, cell: (permission) => <PermissionActions permission={permission} onRename={onRename} /> },
  ];
}
