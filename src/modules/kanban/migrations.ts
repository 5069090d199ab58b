import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const kanbanMigrations: MigrationList = {
  '2026_11_23_0100_kanban': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('kanban_boards')
        .addColumn('id', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await withId(db, db.schema.createTable('kanban_tasks'))
        .addColumn('board_id', 'varchar(80)', (c) => c.notNull().references('kanban_boards.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('cover_image', 'text')
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('comments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('assigned_to', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('kanban_tasks_board_position').on('kanban_tasks').columns(['board_id', 'position']).execute();
    },
  },
};
