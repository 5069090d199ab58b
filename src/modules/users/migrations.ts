import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const usersMigrations: MigrationList = {
  '2026_11_22_0400_users': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('users'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('current_plan', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('billing', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar_color', 'text')
        .execute();
      // The list's default order and its filters.
      await db.schema.createIndex('users_full_name').on('users').column('full_name').execute();
      await db.schema.createIndex('users_role').on('users').columns(['role', 'full_name']).execute();
      await db.schema.createIndex('users_status').on('users').columns(['status', 'full_name']).execute();
      await db.schema.createIndex('users_plan').on('users').columns(['current_plan', 'full_name']).execute();
    },
  },
};
