import type { TFunction } from 'i18next';
import type { UserEvent } from '../contract';
import { roleLabel } from './role-label';

const valueLabel = (t: TFunction, kind: UserEvent['kind'], value = '') =>
  kind === 'status' ? t(`users.statuses.${value}`) : kind === 'plan' ? t(`users.plans.${value}`) : roleLabel(t, value);

/** One sentence for one entry of a user's history, in the page's language. */
export function eventText(t: TFunction, event: UserEvent): string {
  switch (event.kind) {
    case 'created':
      return t('users.events.created');
    case 'edited':
      return t('users.events.edited', { fields: (event.fields ?? []).map((f) => t(`users.fields.${f === 'fullName' ? 'fullNameLabel' : f}`)).join(', ') });
    case 'two-factor':
      return t(event.enabled ? 'users.events.twoFactorOn' : 'users.events.twoFactorOff');
    default:
      return t(`users.events.${event.kind}`, { from: valueLabel(t, event.kind, event.from), to: valueLabel(t, event.kind, event.to) });
  }
}

export const dateTime = (language: string, iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
