import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorOf } from '@/web/api/request';
import { formatSeries } from '@/web/i18n/i18n';
import { permissionName } from '@/web/i18n/permission-name';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import type { RoleEvent } from '../roles-contract';
import { ROLE_ACTIONS } from '../roles-routes';
import { EventTimeline } from './event-timeline';
import { grantText } from './role-grants';
import { roleLabel } from './role-label';
import { useRoleActivityQuery } from './users-api';

interface AreaChange {
  area: string;
  read: boolean;
  write: boolean;
  create: boolean;
}

/** One sentence per entry of a role's history. */
export function roleEventText(t: TFunction, event: RoleEvent, roleKey: string): string {
  const d = event.detail as { from?: string; to?: string; enabled?: boolean; areas?: AreaChange[]; permission?: string; area?: string | null; levels?: string };
  switch (event.kind) {
    case 'renamed':
      return t('roles.events.renamed', { from: roleLabel(t, roleKey, d.from), to: roleLabel(t, roleKey, d.to) });
    case 'full-access':
      return t(d.enabled ? 'roles.events.fullAccessOn' : 'roles.events.fullAccessOff');
    case 'matrix': {
      const areas = (d.areas ?? []).map((change) => {
        const levels = ROLE_ACTIONS.filter((action) => change[action]).map((action) => t(`roles.actionWords.${action}`));
        return t('roles.events.areaNow', { area: t(`roles.areas.${change.area}`), levels: levels.length ? formatSeries(levels) : t('roles.noLevels') });
      });
      return t('roles.events.matrix', { areas: areas.join('; ') });
    }
    case 'permission-added':
    case 'permission-removed':
      return t(`roles.events.${event.kind}`, { permission: permissionName(t, d.permission ?? '') });
    case 'permission-changed':
      return t('roles.events.permission-changed', { permission: permissionName(t, d.permission ?? ''), grant: grantText(t, d.area ?? null, d.levels ?? '') });
    case 'created':
      return t('roles.events.created');
    default:
      return t('roles.events.other');
  }
}

/** The changes made to a role and to the permissions assigned to it, newest first. */
export function RoleHistory({ id, roleKey }: { id: number; roleKey: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useRoleActivityQuery(id);
  if (isLoading) return <ListSkeleton rows={3} />;
  if (error || !data) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;
  if (data.events.length === 0) return <EmptyState message={t('roles.noHistory')} />;
  return <EventTimeline events={data.events} label={t('roles.history')} className="pt-3" text={(event) => roleEventText(t, event, roleKey)} />;
}
