import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';

export const NOTIFICATION_KINDS = ['info', 'success', 'warning', 'danger'] as const;
/** How many of the latest notifications the list returns. */
export const NOTIFICATION_LIST_LIMIT = 20;

export const notification = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

const notificationList = z.object({ notifications: z.array(notification), unread: z.number() });
export type NotificationList = z.infer<typeof notificationList>;

export const markReadBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Name at least one notification').max(100, 'At most 100 at a time'),
});

export const notificationsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    access: 'signed-in',
    response: notificationList,
    summary: "The signed-in user's latest notifications and how many are unread",
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    access: 'signed-in',
    body: markReadBody,
    response: notificationList,
    summary: "Marks some of the user's own notifications read (other ids are ignored)",
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    access: 'signed-in',
    response: notificationList,
    summary: "Marks all of the user's notifications read",
  }),
};
