import { defineRoutes } from '@/platform/contract/define-routes';

export const NOTIFICATION_KINDS = ['info', 'success', 'warning', 'danger'] as const;
/** How many of the latest notifications the list returns. */
export const NOTIFICATION_LIST_LIMIT = 20;

export const notificationsRoutes = defineRoutes({
  list: { method: 'GET', path: '/notifications', access: 'signed-in' },
  markRead: { method: 'POST', path: '/notifications/read', access: 'signed-in' },
  markAllRead: { method: 'POST', path: '/notifications/read-all', access: 'signed-in' },
});
