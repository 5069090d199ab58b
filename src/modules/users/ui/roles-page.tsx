import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, ShieldCheck } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import type { Role } from '../roles-contract';
import { RoleIcon } from './role-icon';
import { roleLabel } from './role-label';
import { UsersList } from './users-list';
import { useRolesQuery } from './users-api';
import './users.scss';

// The modal validates with the contract's schema: zod loads when it first opens.
const RoleModal = lazy(() => import('./role-modal').then((m) => ({ default: m.RoleModal })));

/** Roles: one card per role (users counted, five avatars), add/edit with a permission matrix, and the users below (`role=` narrows them to one). */
export default function RolesPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useRolesQuery();
  const [params, setParams] = useSearchParams();
  const selected = params.get('role');
  const [editing, setEditing] = useState<Role | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    document.title = `${t('roles.title')} · Tablero`;
  }, [t]);

  const choose = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        if (key !== selected) next.set('role', key);
        else next.delete('role');
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
            const label = roleLabel(t, role.key, role.name);
            const chosen = selected === role.key;
            return (
              <li key={role.id} className="col-12 col-md-6 col-xl-4">
                <article className={`card h-100 tb-role-card ${chosen ? 'tb-role-selected' : ''}`} data-testid={`role-card-${role.key}`}>
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
                    <h2 className="h5 mb-2 d-flex align-items-center gap-2">
                      <RoleIcon roleKey={role.key} size={18} />
                      <bdi>{label}</bdi>
                    </h2>
                    {role.fullAccess && (
                      <p className="small mb-2 d-flex align-items-center gap-1 text-body-secondary" data-testid="role-full-access">
                        <ShieldCheck size={14} aria-hidden="true" />
                        {t('roles.fullAccessBadge')}
                      </p>
                    )}
                    <div className="d-flex flex-wrap gap-2">
                      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => edit(role)} aria-label={t('roles.editFor', { name: label })}>
                        <Pencil size={14} className="me-1" aria-hidden="true" />
                        {t('roles.edit')}
                      </button>
                      <button type="button" className="btn btn-sm btn-link" aria-pressed={chosen} onClick={() => choose(role.key)}>
                        {t(chosen ? 'roles.showAll' : 'roles.showUsers', { name: label })}
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
      <h2 className="h5 mb-3">{selected ? t('roles.usersWith', { name: roleLabel(t, selected, roles.find((r) => r.key === selected)?.name) }) : t('roles.allUsers')}</h2>
      <UsersList />
      {open && (
        <Suspense fallback={null}>
          <RoleModal role={editing} show onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
