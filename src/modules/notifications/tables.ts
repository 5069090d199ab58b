import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

export type NotificationKind = 'info' | 'success' | 'warning' | 'danger';

export interface NotificationTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  body: string;
  kind: NotificationKind;
  is_read: Generated<Flag>;
  /** ISO timestamp. */
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    notifications: NotificationTable;
  }
}

export type NotificationRow = Selectable<NotificationTable>;
