import { defineModule } from '@/platform/module';
import { notificationsContract } from './contract';
import { notificationMigrations } from './migrations';
import { seedNotificationsForAccount } from './seed';
import * as notifications from './service';

export const notificationsModule = defineModule({
  name: 'notifications',
  contract: notificationsContract,
  migrations: notificationMigrations,
  seedAccount: seedNotificationsForAccount,
  handlers: {
    list: (ctx) => notifications.listNotifications(ctx),
    markRead: (ctx, { body }) => notifications.markRead(ctx, body.ids),
    markAllRead: (ctx) => notifications.markAllRead(ctx),
  },
});
