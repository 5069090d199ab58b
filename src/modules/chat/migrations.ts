import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const chatMigrations: MigrationList = {
  '2026_11_23_0100_chat': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('chat_profiles')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('job_title', 'text')
        .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('online'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db, db.schema.createTable('chats'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('contact_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('unseen_msgs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_at', 'text')
        .addUniqueConstraint('chats_account_contact', ['account_id', 'contact_id'])
        .execute();
      await db.schema.createIndex('chats_account_last').on('chats').columns(['account_id', 'last_message_at']).execute();
      await withId(db, db.schema.createTable('chat_messages'))
        .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('sender_id', 'integer', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_messages_chat').on('chat_messages').columns(['chat_id', 'id']).execute();
    },
  },
  '2026_11_24_0100_chat_contacts_search': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The contacts list: accounts not deleted, by status and name. A page is read off this index in order,
      // and a search tests names on the index itself, reaching for a row only when the name matches.
      // (Partial rather than a deleted_at column: PostgreSQL does not read the order past an IS NULL.)
      await db.schema
        .createIndex('accounts_chat_contacts')
        .on('accounts')
        .expression(sql`status, lower(full_name), id`)
        .where(sql<boolean>`deleted_at is null`)
        .execute();
    },
  },
};
