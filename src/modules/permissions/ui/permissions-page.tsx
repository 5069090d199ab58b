import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ListView } from '@/web/components/list-view';
import { defineListQuery, paging, text } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import type { Permission } from '../contract';
import { permissionColumns } from './permission-columns';
import { usePermissionsQuery } from './permissions-api';
import { useRoleChoices } from './role-label';
import './permissions.scss';

// The form (react-hook-form, the modal) loads when first opened, not with the list.
const PermissionDialog = lazy(() => import('./permission-dialog').then((m) => ({ default: m.PermissionDialog })));
// The URL says `role`, the endpoint `assignedTo`: any role key the server has.
const permissionsQuery = defineListQuery({ q: text(), assignedTo: text(undefined), ...paging() }, { params: { assignedTo: 'role' } });

/** Permissions: search, role filter, paging (all in the URL), add, edit (name, grant, roles) and delete. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const list = useListQuery(permissionsQuery);
  const result = usePermissionsQuery(list.query);
  const roles = useRoleChoices();
  // null: adding; a permission: editing it.
  const [editing, setEditing] = useState<Permission | null | undefined>(undefined);
  // Once opened the dialog stays mounted, so it can animate out and give focus back.
  const [opened, setOpened] = useState(false);
  const edit = useCallback((permission: Permission | null) => {
    setOpened(true);
    setEditing(permission);
  }, []);
  const columns = useMemo(() => permissionColumns(edit), [edit]);
  useEffect(() => {
    document.title = `${t('permissions.title')} · Tablero`;
  }, [t]);

  const addButton = (icon: boolean) => (
    <button type="button" className="btn btn-primary" onClick={() => edit(null)}>
      {icon && <Plus size={18} className="tb-icon-start" aria-hidden="true" />}
      {t('permissions.add')}
    </button>
  );
  return (
    <>
      <h1 className="h4 mb-1">{t('permissions.title')}</h1>
      <p className="text-body-secondary mb-3">{t('permissions.subtitle')}</p>
      <ListView
        id="permissions"
        label={t('permissions.title')}
        list={list}
        columns={columns}
        rows={result.data?.permissions}
        total={result.data?.total}
        result={result}
        search={{ label: t('permissions.searchLabel'), placeholder: t('permissions.searchPlaceholder') }}
        filters={[
          {
            key: 'assignedTo',
            label: t('permissions.roleFilter'),
            anyLabel: t('permissions.allRoles'),
            options: roles.choices,
          },
        ]}
        action={addButton(true)}
        empty={{ message: t('permissions.empty'), filtered: t('permissions.emptyFiltered'), action: addButton(false) }}
      />
      {opened && (
        <Suspense fallback={null}>
          <PermissionDialog permission={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </>
  );
}
