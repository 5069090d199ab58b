import { useTranslation } from 'react-i18next';
import type { OutboxSummary } from '../contract';

const STATE_VARIANT: Record<OutboxSummary['state'], string> = {
  queued: 'info',
  sent: 'success',
  logged: 'secondary',
  retrying: 'warning',
  failed: 'danger',
};

/** Where delivery stands, in words on a tint of its colour (colour never carries it alone). */
export function DeliveryBadge({ message }: { message: Pick<OutboxSummary, 'state' | 'attempts'> }) {
  const { t } = useTranslation();
  const variant = STATE_VARIANT[message.state];
  return <span className={`badge rounded-pill bg-${variant}-subtle text-${variant}-emphasis`}>{t(`outbox.states.${message.state}`, { attempts: message.attempts })}</span>;
}

/** What the message is for; an unknown kind (a newer server) shows as "other", never as its key. */
export function KindBadge({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return <span className={`badge rounded-pill tb-tint-badge tb-mail-kind tb-mail-kind-${kind}`}>{t(`outbox.kinds.${kind}`, { defaultValue: t('outbox.kinds.other') })}</span>;
}
