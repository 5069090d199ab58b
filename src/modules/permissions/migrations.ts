import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const permissionsMigrations: MigrationList = {
  '2026_11_22_0300_permissions': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('permissions'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_date', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('permission_roles')
        .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('permission_roles_pk', ['permission_id', 'role'])
        .execute();
      await db.schema.createIndex('permission_roles_role').on('permission_roles').columns(['role', 'permission_id']).execute();
    },
  },
};
