import { defineRoutes } from '@/platform/contract/define-routes';

/** Where a message stands: waiting, accepted by SMTP, only written to the log, failed and tried again, or given up. */
export const DELIVERY_STATES = ['queued', 'sent', 'logged', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

// Only roles with full access read the outbox: it holds other people's reset and invitation links.
const access = { action: 'read', subject: 'Outbox' } as const;

export const outboxRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/outbox/messages', access },
  get: { method: 'GET', path: '/apps/outbox/message', access },
});
