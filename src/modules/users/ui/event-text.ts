import type { TFunction } from 'i18next';
import type { UserEvent } from '../contract';
import { formatDateTime, formatSeries } from '@/web/i18n/i18n';

/** One sentence for one entry of a user's history, in the page's language; `role` names a role by its key. */
export function eventText(t: TFunction, event: UserEvent, role: (key: string) => string): string {
  switch (event.kind) {
    case 'edited':
      return t('users.events.edited', { fields: formatSeries((event.fields ?? []).map((f) => t(`users.fields.${f === 'fullName' ? 'fullNameLabel' : f}`))) });
    case 'two-factor':
      return t(event.enabled ? 'users.events.twoFactorOn' : 'users.events.twoFactorOff');
    case 'password':
      return t(`users.events.password.${event.how ?? 'changed'}`);
    case 'status':
      return t('users.events.status', { from: t(`users.statuses.${event.from}`), to: t(`users.statuses.${event.to}`) });
    case 'plan':
      return t('users.events.plan', { from: t(`users.plans.${event.from}`), to: t(`users.plans.${event.to}`) });
    case 'role':
      return t('users.events.role', { from: role(event.from ?? ''), to: role(event.to ?? '') });
    default:
      return t(`users.events.${event.kind}`);
  }
}

/** Who made a change: a person, a deleted account, or nobody (the system). */
export function actorText(t: TFunction, event: Pick<UserEvent, 'actorName' | 'actorDeleted'>): string | null {
  if (event.actorDeleted) return t('users.deletedActor');
  return event.actorName;
}

export const dateTime = (language: string, iso: string) => formatDateTime(iso, language);
