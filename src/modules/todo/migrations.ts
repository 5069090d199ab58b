import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const todoMigrations: MigrationList = {
  '2026_11_22_0100_todo_tasks': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('todo_tasks'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('assignee_name', 'text')
        .addColumn('assignee_avatar', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_important', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('todo_tasks_account').on('todo_tasks').columns(['account_id', 'is_deleted']).execute();
    },
  },
};
