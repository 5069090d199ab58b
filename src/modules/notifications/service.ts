import type { ServiceContext } from '@/platform/auth/context';
import { NOTIFICATION_LIST_LIMIT, type Notification, type NotificationList } from './contract';
import type { NotificationRow } from './tables';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    kind: row.kind,
    isRead: Boolean(row.is_read),
    createdAt: row.created_at,
  };
}

/** The latest notifications of the signed-in user, newest first, and the unread count over all of them. */
export async function listNotifications(ctx: ServiceContext): Promise<NotificationList> {
  const rows = await ctx.db
    .selectFrom('notifications')
    .selectAll()
    .where('account_id', '=', ctx.user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  const unread = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', ctx.user.id)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return { notifications: rows.map(toNotification), unread: Number(unread.n) };
}

/** Marks the given notifications read; ids that belong to someone else (or do not exist) are left alone. */
export async function markRead(ctx: ServiceContext, ids: number[]): Promise<NotificationList> {
  await ctx.db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('account_id', '=', ctx.user.id)
    .where('id', 'in', ids)
    .execute();
  return listNotifications(ctx);
}

export async function markAllRead(ctx: ServiceContext): Promise<NotificationList> {
  await ctx.db.updateTable('notifications').set({ is_read: 1 }).where('account_id', '=', ctx.user.id).where('is_read', '=', 0).execute();
  return listNotifications(ctx);
}
