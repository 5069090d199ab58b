import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ListView } from '@/web/components/list-view';
import { defineListQuery, oneOf, paging, sorting, text } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import { USER_PLANS, USER_SORT_COLUMNS, USER_STATUSES } from '../routes';
import { useRoleChoices } from './role-names';
import { USER_COLUMNS } from './users-columns';
import { useUsersQuery } from './users-api';
import type { UserExportQuery } from '../contract';
import './users.scss';

const usersQuery = defineListQuery({
  q: text(),
  // Any role the server has (the Roles page can add some): the key, as the filter and the Roles page set it.
  role: text(undefined),
  currentPlan: oneOf(USER_PLANS),
  status: oneOf(USER_STATUSES),
  ...sorting(USER_SORT_COLUMNS, 'fullName', 'asc'),
  ...paging(),
});
// The form (react-hook-form, the offcanvas) loads when first opened, not with the list.
/** The list's query without its page: what an export takes. */
const filteredOf = ({ page: _page, perPage: _perPage, ...filtered }: { page: number; perPage: number } & UserExportQuery) => filtered;

const AddUserSidebar = lazy(() => import('./add-user-sidebar').then((m) => ({ default: m.AddUserSidebar })));
const FILTERS = [
  ['currentPlan', USER_PLANS, 'users.plans'],
  ['status', USER_STATUSES, 'users.statuses'],
] as const;

/**
 * The users table: search, role/plan/status filters, sort by any column, paging (all in the URL), add, row actions;
 * `exporter` puts an export of the filtered set beside Add (the users page's, which the Roles page does without).
 */
export function UsersList({ exporter }: { exporter?: (filtered: UserExportQuery) => ReactNode }) {
  const { t } = useTranslation();
  const list = useListQuery(usersQuery);
  const result = useUsersQuery(list.query);
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState(false);
  const add = () => {
    setOpened(true);
    setAdding(true);
  };
  const roles = useRoleChoices();
  const filters = [
    { key: 'role' as const, label: t('users.filters.role'), options: roles.choices },
    ...FILTERS.map(([key, values, labels]) => ({
      key,
      label: t(`users.filters.${key}`),
      options: values.map((value) => ({ value, label: t(`${labels}.${value}`) })),
    })),
  ];
  const addButton = (icon: boolean) => (
    <button type="button" className="btn btn-primary" onClick={add}>
      {icon && <Plus size={18} className="tb-icon-start" aria-hidden="true" />}
      {t('users.add')}
    </button>
  );
  return (
    <>
      <ListView
        id="users"
        label={t('users.title')}
        list={list}
        columns={USER_COLUMNS}
        rows={result.data?.users}
        total={result.data?.total}
        result={result}
        search={{ label: t('users.searchLabel'), placeholder: t('users.searchPlaceholder') }}
        filters={filters}
        action={
          <>
            {exporter?.(filteredOf(list.query))}
            {addButton(true)}
          </>
        }
        empty={{ message: t('users.empty'), filtered: t('users.emptyFiltered'), action: addButton(false) }}
      />
      {opened && (
        <Suspense fallback={null}>
          <AddUserSidebar show={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
