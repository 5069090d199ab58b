import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';
import { ACCESS_AREAS, type Matrix } from './areas';
import { compileAllRoles } from './compile';
import { BUILT_IN_ROLES, SAMPLE_PERMISSION_GRANTS } from './defaults';
import { legacyAccessMigrations } from './legacy-migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A role added before the areas were the product's own: its old rows carry over as well as they map. */
function fromLegacyMatrix(json: string): Matrix {
  const old = JSON.parse(json) as Record<string, { read?: boolean; write?: boolean; create?: boolean }>;
  const from: Record<string, string> = {
    users: 'userManagement',
    roles: 'userManagement',
    invoices: 'financialManagement',
    email: 'contentManagement',
    chat: 'disputesManagement',
    calendar: 'contentManagement',
    kanban: 'contentManagement',
    todo: 'contentManagement',
    apiKeys: 'apiControl',
  };
  return Object.fromEntries(ACCESS_AREAS.map((a) => [a, { read: !!old[from[a]]?.read, write: !!old[from[a]]?.write, create: !!old[from[a]]?.create }])) as Matrix;
}

export const accessMigrations: MigrationList = {
  ...legacyAccessMigrations,
  '2026_11_23_1100_accounts_are_the_users': {
    async up(db: AnyDb) {
      // Roles get a stable key, a full-access flag and their compiled rules; the demo logins' roles join them.
      await db.schema.alterTable('roles').addColumn('key', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('roles').addColumn('full_access', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('roles').addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await sql`update roles set key = case when name = 'administrator' then 'admin' else name end`.execute(db);
      const now = new Date().toISOString();
      for (const builtIn of BUILT_IN_ROLES) {
        const existing = await db.selectFrom('roles').select('id').where('key', '=', builtIn.key).executeTakeFirst();
        const values = { permissions: JSON.stringify(builtIn.matrix), full_access: builtIn.fullAccess ? 1 : 0 };
        if (existing) await db.updateTable('roles').set(values).where('id', '=', existing.id).execute();
        else await db.insertInto('roles').values({ key: builtIn.key, name: builtIn.name, created_at: now, ...values }).execute();
      }
      const custom = await db.selectFrom('roles').select(['id', 'permissions']).where('key', 'not in', BUILT_IN_ROLES.map((r) => r.key)).execute();
      for (const role of custom) await db.updateTable('roles').set({ permissions: JSON.stringify(fromLegacyMatrix(role.permissions)) }).where('id', '=', role.id).execute();
      await db.schema.createIndex('roles_key').on('roles').column('key').unique().execute();

      // A permission grants some levels of one area to the roles it is assigned to.
      await db.schema.alterTable('permissions').addColumn('area', 'text').execute();
      await db.schema.alterTable('permissions').addColumn('levels', 'text', (c) => c.notNull().defaultTo('')).execute();
      for (const [name, grant] of Object.entries(SAMPLE_PERMISSION_GRANTS)) {
        await db
          .updateTable('permissions')
          .set({ area: grant.area, levels: grant.levels })
          .where((eb) => eb.or([eb('name', '=', name), eb('name', 'like', `${name.replace(/[\\%_]/g, '\\$&')} %`)]))
          .execute();
      }
      await db.updateTable('permission_roles').set({ role: 'admin' }).where('role', '=', 'administrator').execute();

      // Accounts take the directory's fields: the people managed are the people who sign in.
      const text = (name: string, fallback: string) => db.schema.alterTable('accounts').addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback)).execute();
      await text('company', '');
      await text('country', '');
      await text('contact', '');
      await text('current_plan', 'basic');
      await text('status', 'active');
      await text('billing', 'Auto Debit');
      for (const name of ['avatar_color', 'deleted_at', 'email_verified_at', 'totp_secret', 'totp_enabled_at']) {
        await db.schema.alterTable('accounts').addColumn(name, 'text').execute();
      }
      await sql`update accounts set email_verified_at = created_at`.execute(db);

      await withId(db, db.schema.createTable('audit_events'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('actor_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_events_target').on('audit_events').columns(['target', 'target_id', 'id']).execute();

      // People of the old directory become accounts (no password yet: an administrator invites them).
      const people = await db.selectFrom('users').selectAll().orderBy('id').execute();
      const accountOf = new Map<number, number>();
      for (const p of people) {
        const same = await db
          .selectFrom('accounts')
          .select('id')
          .where((eb) => eb.or([eb('email', '=', p.email), eb(eb.fn('lower', ['username']), '=', String(p.username).toLowerCase())]))
          .executeTakeFirst();
        const fields = { company: p.company, country: p.country, contact: p.contact, current_plan: p.current_plan, billing: p.billing, avatar_color: p.avatar_color };
        if (same) {
          await db.updateTable('accounts').set(fields).where('id', '=', same.id).execute();
          accountOf.set(p.id, same.id);
          continue;
        }
        const created = await db
          .insertInto('accounts')
          .values({
            ...fields,
            full_name: p.full_name,
            username: p.username,
            email: p.email,
            password_hash: `!no-login:${crypto.randomUUID()}`,
            avatar: p.avatar || null,
            role: p.access_role === 'administrator' ? 'admin' : p.access_role,
            ability: '[]',
            cart_items_count: 0,
            status: p.status,
            created_at: now,
            email_verified_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        accountOf.set(p.id, created.id);
      }
      const events = await db.selectFrom('user_events').selectAll().orderBy('id').execute();
      for (let i = 0; i < events.length; i += 500) {
        const rows = events.slice(i, i + 500).filter((e) => accountOf.has(e.user_id));
        if (rows.length === 0) continue;
        await db
          .insertInto('audit_events')
          .values(rows.map((e) => ({ target: 'account', target_id: accountOf.get(e.user_id), kind: e.kind === 'access-role' ? 'role' : e.kind, detail: e.detail, actor_id: null, created_at: e.created_at })))
          .execute();
      }
      await db.schema.dropTable('user_events').execute();
      await db.schema.dropTable('users').execute();

      // The directory's list reads accounts in these orders, filtered by these columns.
      await db.schema.createIndex('accounts_full_name_ci').on('accounts').expression(sql`lower(full_name), id`).execute();
      await db.schema.createIndex('accounts_email_ci').on('accounts').expression(sql`lower(email)`).execute();
      for (const column of ['role', 'status', 'current_plan']) {
        await db.schema.createIndex(`accounts_${column}`).on('accounts').expression(sql`${sql.ref(column)}, lower(full_name), id`).execute();
      }

      await compileAllRoles(db);
    },
  },
};
