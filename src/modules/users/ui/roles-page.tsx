import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import type { Role } from '../roles-contract';
import { roleLabel } from './role-label';
import { UsersList } from './users-list';
import { useRolesQuery } from './users-api';
import './users.scss';

// The modal validates with the contract's schema: zod loads when it first opens.
const RoleModal = lazy(() => import('./role-modal').then((m) => ({ default: m.RoleModal })));

/** Roles: one card per access role (users counted, five avatars), add/edit with a permission matrix, and the users below. */
export default function RolesPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useRolesQuery();
  const [params, setParams] = useSearchParams();
  const selected = params.get('accessRole');
  const [editing, setEditing] = useState<Role | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    document.title = `${t('roles.title')} · Tablero`;
  }, [t]);

  const choose = (name: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        if (name && name !== selected) next.set('accessRole', name);
        else next.delete('accessRole');
        return next;
      },
      { replace: true },
    );
  const edit = (role: Role | null) => {
    setEditing(role);
    setOpen(true);
  };
  const number = new Intl.NumberFormat(i18n.language);
  const roles = data?.roles ?? [];

  return (
    <>
      <h1 className="h4 mb-1">{t('roles.title')}</h1>
      <p className="text-body-secondary">{t('roles.intro')}</p>
      {isLoading ? (
        <div className="card mb-4">
          <ListSkeleton rows={3} />
        </div>
      ) : error ? (
        <div className="card mb-4">
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        </div>
      ) : roles.length === 0 ? (
        <div className="card mb-4">
          <EmptyState message={t('roles.empty')} action={<button type="button" className="btn btn-primary" onClick={() => edit(null)}>{t('roles.add')}</button>} />
        </div>
      ) : (
        <ul className="row g-3 list-unstyled mb-4" aria-label={t('roles.title')}>
          {roles.map((role) => {
            const label = roleLabel(t, role.name);
            return (
              <li key={role.id} className="col-12 col-md-6 col-xl-4">
                <article className={`card h-100 tb-role-card ${selected === role.name ? 'tb-role-selected' : ''}`} data-testid={`role-card-${role.name}`}>
                  <div className="card-body">
                    <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
                      <span className="text-body-secondary" data-testid="role-count">
                        {t('roles.totalUsers', { count: role.totalUsers, formatted: number.format(role.totalUsers) })}
                      </span>
                      <div className="tb-avatar-group">
                        {role.users.map((u) => (
                          <Avatar key={u.id} name={u.fullName} src={u.avatar || null} size="sm" />
                        ))}
                      </div>
                    </div>
                    <h2 className="h5 mb-2">{label}</h2>
                    <div className="d-flex flex-wrap gap-2">
                      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => edit(role)} aria-label={t('roles.editFor', { name: label })}>
                        <Pencil size={14} className="me-1" aria-hidden="true" />
                        {t('roles.edit')}
                      </button>
                      <button type="button" className="btn btn-sm btn-link" aria-pressed={selected === role.name} onClick={() => choose(role.name)}>
                        {t(selected === role.name ? 'roles.showAll' : 'roles.showUsers', { name: label })}
                      </button>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
          <li className="col-12 col-md-6 col-xl-4">
            <div className="card h-100">
              <div className="card-body d-flex flex-column align-items-start justify-content-center">
                <p className="text-body-secondary">{t('roles.addText')}</p>
                <button type="button" className="btn btn-primary" onClick={() => edit(null)}>
                  <Plus size={16} className="me-1" aria-hidden="true" />
                  {t('roles.add')}
                </button>
              </div>
            </div>
          </li>
        </ul>
      )}
      <h2 className="h5 mb-3">{selected ? t('roles.usersWith', { name: roleLabel(t, selected) }) : t('roles.allUsers')}</h2>
      <UsersList />
      {open && (
        <Suspense fallback={null}>
          <RoleModal role={editing} show onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
