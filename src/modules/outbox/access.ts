import { accessTo } from '@/platform/contract/define-routes';

/** Only roles with full access read the outbox: it holds other people's reset and invitation links. */
export const outboxAccess = accessTo('Outbox')('read');
