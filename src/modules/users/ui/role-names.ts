import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './role-label';
import { useRolesQuery } from './users-api';

/** The server's roles as choices (key and label), and a labeller for a role key; both follow renames. */
export function useRoleChoices() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRolesQuery();
  const names = useMemo(() => new Map((data?.roles ?? []).map((role) => [role.key, role.name])), [data]);
  const label = useCallback((key: string) => roleLabel(t, key, names.get(key)), [t, names]);
  const choices = useMemo(() => (data?.roles ?? []).map((role) => ({ value: role.key, label: roleLabel(t, role.key, role.name) })), [data, t]);
  return { choices, label, loaded: Boolean(data), isLoading, error };
}
