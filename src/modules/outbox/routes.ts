import { defineRoutes } from '@/platform/contract/define-routes';
import { outboxAccess } from './access';

/** Where a message stands: waiting, accepted by SMTP, only written to the log, failed and tried again, or given up. */
export const DELIVERY_STATES = ['queued', 'sent', 'logged', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const outboxRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/outbox/messages', access: outboxAccess },
  get: { method: 'GET', path: '/apps/outbox/message', access: outboxAccess },
});
