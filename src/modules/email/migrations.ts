import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const emailMigrations: MigrationList = {
  '2026_11_23_0200_email_messages': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('email_messages'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('folder', 'text', (c) => c.notNull())
        .addColumn('from_email', 'text', (c) => c.notNull())
        .addColumn('from_name', 'text', (c) => c.notNull())
        .addColumn('from_avatar', 'text')
        .addColumn('to_list', 'text', (c) => c.notNull())
        .addColumn('cc_list', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bcc_list', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('replies', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_starred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_messages_mailbox').on('email_messages').columns(['account_id', 'folder', 'time']).execute();
    },
  },
};
