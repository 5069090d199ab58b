import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { defineContract } from '@/platform/contract/define-contract';
import { NOTIFICATION_KINDS, notificationsRoutes } from './routes';


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
  ids: z.array(recordId()).min(1, 'Name at least one notification').max(100, 'At most 100 at a time'),
});

export * from './routes';
export const notificationsContract = defineContract(notificationsRoutes, {
  list: {
    response: notificationList,
    summary: "The signed-in user's latest notifications and how many are unread",
  },
  markRead: {
    body: markReadBody,
    response: notificationList,
    summary: "Marks some of the user's own notifications read (other ids are ignored)",
  },
  markAllRead: {
    response: notificationList,
    summary: "Marks all of the user's notifications read",
  },
});
