import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltInRole, roleName as roleLabel } from '@/web/i18n/role-name';
import { usePermissionRolesQuery } from './permissions-api';

/** The server's roles as choices, and a labeller for a role key. */
export function useRoleChoices() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = usePermissionRolesQuery();
  const names = useMemo(() => new Map((data?.roles ?? []).map((role) => [role.key, role.name])), [data]);
  const label = useCallback((key: string) => roleLabel(t, key, names.get(key)), [t, names]);
  const choices = useMemo(() => (data?.roles ?? []).map((role) => ({ value: role.key, label: roleLabel(t, role.key, role.name) })), [data, t]);
  return { choices, label, loaded: Boolean(data), isLoading, error, refetch };
}

/** The tint class of a role's chip (roles someone added share the neutral one). */
export const roleTint = (key: string) => `tb-role-${isBuiltInRole(key) ? key : 'custom'}`;
