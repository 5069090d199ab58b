import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BUILT_IN_ROLES } from '@/platform/access/defaults';
import { usePermissionRolesQuery } from './permissions-api';

const ORIGINAL_NAMES = new Map(BUILT_IN_ROLES.map((role) => [role.key, role.name]));

/** A built-in role in the page's language while it keeps its first name; any other role as it was named. */
export function roleLabel(t: TFunction, key: string, name?: string): string {
  const original = ORIGINAL_NAMES.get(key);
  if (original !== undefined && (name === undefined || name === original)) return t(`permissions.roles.${key}`);
  return name ?? key;
}

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
export const roleTint = (key: string) => `tb-role-${ORIGINAL_NAMES.has(key) ? key : 'custom'}`;
