import { sql, type Kysely } from 'kysely';
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
      // The list sorts case-insensitively: its default order (full name) and e-mail get expression indexes.
      await db.schema.createIndex('users_full_name_ci').on('users').expression(sql`lower(full_name)`).execute();
      await db.schema.createIndex('users_email_ci').on('users').expression(sql`lower(email)`).execute();
      await db.schema.createIndex('users_role').on('users').columns(['role', 'full_name']).execute();
      await db.schema.createIndex('users_status').on('users').columns(['status', 'full_name']).execute();
      await db.schema.createIndex('users_plan').on('users').columns(['current_plan', 'full_name']).execute();
    },
  },
};
