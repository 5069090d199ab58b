import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { EllipsisVertical, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Pager } from '@/web/components/pager';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { Permission } from '../contract';
import { PERMISSION_ROLES } from '../routes';
import { PermissionDialog } from './permission-dialog';
import { useDeletePermissionMutation, usePermissionsQuery } from './permissions-api';
import './permissions.scss';

type Role = (typeof PERMISSION_ROLES)[number];

/** Permissions: search, role filter, paging (all in the URL), add, rename and delete. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => ({
      q: params.get('q') ?? '',
      assignedTo: PERMISSION_ROLES.includes(params.get('role') as Role) ? (params.get('role') as Role) : undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      perPage: [10, 25, 50].includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 10,
    }),
    [params],
  );
  const [search, setSearch] = useState(query.q ?? '');
  const [editing, setEditing] = useState<Permission | null | undefined>(undefined);
  const { data, isLoading, error, refetch } = usePermissionsQuery(query);
  const [deletePermission] = useDeletePermissionMutation();

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'perPage' && value === 10)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    document.title = `${t('permissions.title')} · Tablero`;
  }, [t]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== (query.q ?? '')) update({ q: search.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only writes the URL
  }, [search, query.q]);

  const remove = async (permission: Permission) => {
    if (!(await confirm({ title: t('permissions.deleteTitle'), text: t('permissions.deleteText', { name: permission.name }), confirmText: t('common.delete') }))) return;
    try {
      await deletePermission(permission.id).unwrap();
      notify.success(t('permissions.deleted', { name: permission.name }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };

  const rows = data?.permissions ?? [];
  return (
    <>
      <h1 className="h4 mb-1">{t('permissions.title')}</h1>
      <p className="text-body-secondary mb-3">{t('permissions.subtitle')}</p>
      <div className="card">
        <div className="d-flex flex-wrap align-items-center gap-2 p-3 border-bottom">
          <div className="input-group flex-grow-1" style={{ maxWidth: '22rem' }}>
            <span className="input-group-text" aria-hidden="true">
              <Search size={16} />
            </span>
            <input type="search" className="form-control" placeholder={t('permissions.searchPlaceholder')} aria-label={t('permissions.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <select className="form-select w-auto" aria-label={t('permissions.roleFilter')} value={query.assignedTo ?? ''} onChange={(e) => update({ role: e.target.value || undefined, page: undefined })}>
            <option value="">{t('permissions.allRoles')}</option>
            {PERMISSION_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`permissions.roles.${role}`)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-primary ms-auto" onClick={() => setEditing(null)}>
            <Plus size={18} className="me-1" aria-hidden="true" />
            {t('permissions.add')}
          </button>
        </div>

        {isLoading ? (
          <ListSkeleton />
        ) : error ? (
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            message={t(query.q || query.assignedTo ? 'permissions.emptyFiltered' : 'permissions.empty')}
            action={
              <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
                {t('permissions.add')}
              </button>
            }
          />
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('permissions.fields.name')}</th>
                  <th scope="col">{t('permissions.fields.assignedTo')}</th>
                  <th scope="col">{t('permissions.fields.createdDate')}</th>
                  <th scope="col" className="text-end">
                    {t('common.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((permission) => (
                  <tr key={permission.id}>
                    <td className="fw-semibold">{permission.name}</td>
                    <td>
                      <div className="d-flex flex-wrap gap-1">
                        {permission.assignedTo.map((role) => (
                          <span key={role} className={`badge rounded-pill tb-role-badge tb-role-${role}`}>
                            {t(`permissions.roles.${role}`)}
                          </span>
                        ))}
                      </div>
                    </td>
                    <td className="text-nowrap text-body-secondary">
                      <bdi>{permission.createdDate}</bdi>
                    </td>
                    <td className="text-end">
                      <Dropdown align="end">
                        <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('permissions.actionsFor', { name: permission.name })}>
                          <EllipsisVertical size={18} aria-hidden="true" />
                        </Dropdown.Toggle>
                        <Dropdown.Menu>
                          <Dropdown.Item as="button" onClick={() => setEditing(permission)}>
                            <Pencil size={16} className="me-2" aria-hidden="true" />
                            {t('permissions.rename')}
                          </Dropdown.Item>
                          <Dropdown.Item as="button" className="text-danger" onClick={() => void remove(permission)}>
                            <Trash2 size={16} className="me-2" aria-hidden="true" />
                            {t('common.delete')}
                          </Dropdown.Item>
                        </Dropdown.Menu>
                      </Dropdown>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.total > 0 && (
          <Pager page={query.page} perPage={query.perPage} total={data.total} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage, page: undefined })} />
        )}
      </div>
      <PermissionDialog permission={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
