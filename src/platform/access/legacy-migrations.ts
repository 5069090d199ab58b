import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

// The data these migrations wrote when they were made, frozen here: later defaults live in defaults.ts.
const LEGACY_AREAS = ['userManagement', 'contentManagement', 'disputesManagement', 'databaseManagement', 'financialManagement', 'reporting', 'apiControl', 'repositoryManagement', 'payroll'];
const legacyMatrix = (codes: string[]) =>
  Object.fromEntries(LEGACY_AREAS.map((area, i) => [area, { read: codes[i].includes('r'), write: codes[i].includes('w'), create: codes[i].includes('c') }]));
const DEFAULT_ROLES = [
  { name: 'administrator', permissions: legacyMatrix(['rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc']) },
  { name: 'manager', permissions: legacyMatrix(['rwc', 'rw', 'rw', 'r', 'rw', 'rwc', 'r', 'r', 'rw']) },
  { name: 'user', permissions: legacyMatrix(['r', 'rwc', 'r', '', '', 'r', '', 'rw', '']) },
  { name: 'support', permissions: legacyMatrix(['r', 'r', 'rwc', '', 'r', 'rw', 'r', '', '']) },
  { name: 'restricted-user', permissions: legacyMatrix(['r', 'r', '', '', '', 'r', '', '', '']) },
];
const ACCESS_ROLE_CYCLE = ['user', 'manager', 'user', 'support', 'administrator', 'user', 'restricted-user', 'support', 'user', 'manager', 'user'];

/** The schema history of people, roles and permissions before they became the accounts' own access model. */
export const legacyAccessMigrations: MigrationList = {
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
  '2026_11_23_0200_users_roles_activity': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('roles'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roles_name_ci').on('roles').expression(sql`lower(name)`).unique().execute();
      const now = new Date().toISOString();
      await db
        .insertInto('roles')
        .values(DEFAULT_ROLES.map((r) => ({ name: r.name, permissions: JSON.stringify(r.permissions), created_at: now })))
        .execute();

      await db.schema.alterTable('users').addColumn('access_role', 'text', (c) => c.notNull().defaultTo('user')).execute();
      await db.schema.alterTable('users').addColumn('two_factor', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      // Users that already exist get a role from the same cycle as the sample data.
      const cases = ACCESS_ROLE_CYCLE.map((name, i) => sql`when ${sql.lit(i)} then ${sql.lit(name)}`);
      await sql`update users set access_role = case (id - 1) % ${sql.lit(ACCESS_ROLE_CYCLE.length)} ${sql.join(cases, sql` `)} end`.execute(db);
      await db.schema.createIndex('users_access_role').on('users').columns(['access_role', 'id']).execute();

      await withId(db, db.schema.createTable('user_events'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('actor_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_events_user').on('user_events').columns(['user_id', 'id']).execute();
    },
  },
  '2026_11_23_0300_users_filtered_order': {
    // A filtered list pages in the list's default order (full name, case-insensitive): each filter column
    // leads an index that also holds that order, so a page is read in order and stops after perPage rows.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const [name, column] of [['users_role', 'role'], ['users_status', 'status'], ['users_plan', 'current_plan'], ['users_access_role', 'access_role']]) {
        await db.schema.dropIndex(name).execute();
        await db.schema.createIndex(name).on('users').expression(sql`${sql.ref(column)}, lower(full_name), id`).execute();
      }
    },
  },
};
