import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Search, Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { Pager } from '@/web/components/pager';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { User } from '../contract';
import { USER_PLANS, USER_ROLES, USER_SORT_COLUMNS, USER_STATUSES } from '../routes';
import { AddUserSidebar } from './add-user-sidebar';
import { roleLabel } from './role-label';
import { slug } from './slug';
import { useDeleteUserMutation, useUsersQuery } from './users-api';
import './users.scss';

type SortColumn = (typeof USER_SORT_COLUMNS)[number];
const oneOf = <T extends string>(list: readonly T[], value: string | null) => (list.includes(value as T) ? (value as T) : undefined);
const FILTERS = [
  ['role', USER_ROLES, 'users.roles'],
  ['currentPlan', USER_PLANS, 'users.plans'],
  ['status', USER_STATUSES, 'users.statuses'],
] as const;
const COLUMNS: SortColumn[] = ['fullName', 'role', 'accessRole', 'currentPlan', 'billing', 'status'];

/**
 * The users table: search, role/plan/status filters, sort by any column, paging (all in the URL),
 * add and delete; `accessRole` in the URL narrows it to one access role (the roles page sets it).
 */
export function UsersList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => ({
      q: params.get('q') ?? '',
      role: oneOf(USER_ROLES, params.get('role')),
      currentPlan: oneOf(USER_PLANS, params.get('currentPlan')),
      status: oneOf(USER_STATUSES, params.get('status')),
      accessRole: params.get('accessRole') || undefined,
      sortColumn: oneOf(USER_SORT_COLUMNS, params.get('sortColumn')) ?? 'fullName',
      sort: params.get('sort') === 'desc' ? ('desc' as const) : ('asc' as const),
      page: Math.max(1, Number(params.get('page')) || 1),
      perPage: [10, 25, 50].includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 10,
    }),
    [params],
  );
  const [search, setSearch] = useState(query.q);
  const [adding, setAdding] = useState(false);
  const { data, isLoading, error, refetch } = useUsersQuery(query);
  const [deleteUser] = useDeleteUserMutation();

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== query.q) update({ q: search.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only writes the URL
  }, [search, query.q]);

  const sortBy = (column: SortColumn) =>
    update({ sortColumn: column === 'fullName' ? undefined : column, sort: query.sortColumn === column && query.sort === 'asc' ? 'desc' : undefined, page: undefined });

  const remove = async (user: User) => {
    if (!(await confirm({ title: t('users.deleteTitle'), text: t('users.deleteText', { name: user.fullName }), confirmText: t('common.delete') }))) return;
    try {
      await deleteUser(user.id).unwrap();
      notify.success(t('users.deleted', { name: user.fullName }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };

  const rows = data?.users ?? [];
  const filtered = Boolean(query.q || query.role || query.currentPlan || query.status || query.accessRole);
  return (
    <>
      <div className="card">
        <div className="d-flex flex-wrap gap-2 p-3 border-bottom">
          {FILTERS.map(([name, options, labels]) => (
            <select key={name} className="form-select w-auto" aria-label={t(`users.filters.${name}`)} value={query[name] ?? ''} onChange={(e) => update({ [name]: e.target.value || undefined, page: undefined })}>
              <option value="">{t(`users.filters.${name}`)}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {t(`${labels}.${option}`)}
                </option>
              ))}
            </select>
          ))}
          <div className="input-group flex-grow-1 tb-users-search">
            <span className="input-group-text" aria-hidden="true">
              <Search size={16} />
            </span>
            <input type="search" className="form-control" placeholder={t('users.searchPlaceholder')} aria-label={t('users.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <button type="button" className="btn btn-primary ms-auto" onClick={() => setAdding(true)}>
            <Plus size={18} className="me-1" aria-hidden="true" />
            {t('users.add')}
          </button>
        </div>

        {isLoading ? (
          <ListSkeleton />
        ) : error ? (
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            message={t(filtered ? 'users.emptyFiltered' : 'users.empty')}
            action={
              <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
                {t('users.add')}
              </button>
            }
          />
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0">
              <thead>
                <tr>
                  {COLUMNS.map((column) => {
                    const active = query.sortColumn === column;
                    return (
                      <th key={column} scope="col" aria-sort={active ? (query.sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
                        <button type="button" className="tb-sort-button" onClick={() => sortBy(column)}>
                          {t(`users.fields.${column}`)}
                          {active && (query.sort === 'asc' ? <ArrowUp size={14} aria-hidden="true" /> : <ArrowDown size={14} aria-hidden="true" />)}
                        </button>
                      </th>
                    );
                  })}
                  <th scope="col" className="text-end">
                    {t('common.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <div className="d-flex align-items-center gap-2">
                        <Avatar name={user.fullName} src={user.avatar || null} size="sm" />
                        <div className="lh-sm">
                          <Link className="d-block fw-semibold tb-user-link" to={`/apps/user/view/${user.id}`}>
                            {user.fullName}
                          </Link>
                          <small className="text-body-secondary">{user.email}</small>
                        </div>
                      </div>
                    </td>
                    <td>{t(`users.roles.${user.role}`)}</td>
                    <td>{roleLabel(t, user.accessRole)}</td>
                    <td>{t(`users.plans.${user.currentPlan}`)}</td>
                    <td className="text-nowrap">{t(`users.billingOptions.${slug(user.billing)}`)}</td>
                    <td>
                      <span className={`badge rounded-pill tb-status-badge tb-status-${user.status}`}>{t(`users.statuses.${user.status}`)}</span>
                    </td>
                    <td className="text-end">
                      <button type="button" className="btn-icon ms-auto" aria-label={t('users.deleteFor', { name: user.fullName })} onClick={() => void remove(user)}>
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.total > 0 && <Pager page={query.page} perPage={query.perPage} total={data.total} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage, page: undefined })} />}
      </div>
      <AddUserSidebar show={adding} onClose={() => setAdding(false)} />
    </>
  );
}
