import type { z } from 'zod';
import { NotFound } from '@/platform/contract/errors';
import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { countRows } from '@/platform/db/counts';
import { orderedPage, type ListOrder } from '@/platform/db/paging';
import { containsText } from '@/platform/db/sql';
import { recordAudit } from '@/platform/access/audit';
import { compileAllRoles, lockRoles } from '@/platform/access/compile';
import { grantsMore } from '@/platform/access/areas';
import { assertRoleManagerRemains, GuardRail, RAISE_OWN_ROLE } from '@/platform/access/guards';
import type { AbilityRule } from '@/platform/auth/abilities';
import { Invalid } from '@/platform/contract/errors';
import type { Permission, permissionListQuery } from './contract';
import { formatCreatedDate } from './created-date';
import type { PermissionRow } from './tables';

async function withRoles(db: Db, rows: PermissionRow[]): Promise<Permission[]> {
  if (rows.length === 0) return [];
  const roles = await db
    .selectFrom('permission_roles')
    .select(['permission_id', 'role'])
    .where(
      'permission_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('role')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdDate: row.created_date,
    createdAt: row.created_at,
    assignedTo: roles.filter((r) => r.permission_id === row.id).map((r) => r.role),
    area: row.area as Permission['area'],
    levels: row.levels,
  }));
}

const NEWEST_FIRST: ListOrder = { by: sql.ref('permissions.id'), direction: 'desc' };

/** Newest first; search on name or created date; role filter; one page, counted and paged in SQL. */
export async function listPermissions(ctx: ServiceContext, query: z.output<typeof permissionListQuery>) {
  let filtered = ctx.db.selectFrom('permissions');
  if (query.q) filtered = filtered.where((eb) => eb.or([containsText(ctx.db, eb.ref('name'), query.q), containsText(ctx.db, eb.ref('created_date'), query.q)]));
  if (query.assignedTo) {
    const role = query.assignedTo;
    // Tested per permission as the list walks its newest first (one probe of the (permission, role) key each), not
    // by collecting every permission of the role first: a page fills after a few dozen rows.
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(selectFrom('permission_roles').select('permission_roles.role').where('permission_roles.role', '=', role).whereRef('permission_roles.permission_id', '=', 'permissions.id')),
    );
  }
  const [total, rows] = await Promise.all([
    countRows(ctx.db, filtered),
    orderedPage(ctx.db, filtered, NEWEST_FIRST, query, (ids) => ctx.db.selectFrom('permissions').selectAll().where('id', 'in', ids)),
  ]);
  return {
    params: { q: query.q, assignedTo: query.assignedTo, page: query.page, perPage: query.perPage },
    total,
    permissions: await withRoles(ctx.db, rows),
  };
}

async function findOne(db: Db, id: number): Promise<Permission> {
  const row = await db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Permission ${id} not found`);
  return (await withRoles(db, [row]))[0];
}

/** The rules of the asker's role, to refuse a change that would give it more. */
const ownRules = async (ctx: ServiceContext, db: Db) =>
  JSON.parse((await db.selectFrom('roles').select('rules').where('key', '=', ctx.user.role).executeTakeFirst())?.rules ?? '[]') as AbilityRule[];

/**
 * After any change to what permissions grant: the roles' rules are compiled again, in the same
 * transaction, and the guard rails hold (nobody raises their own role; someone can still manage roles).
 */
async function recompile(ctx: ServiceContext, db: Db) {
  const before = await ownRules(ctx, db);
  await compileAllRoles(db);
  if (grantsMore(before, await ownRules(ctx, db))) throw new GuardRail(403, RAISE_OWN_ROLE, 'raise_own_role');
  await assertRoleManagerRemains(db);
}

/** Each role a permission change touches records it in its own history. */
async function recordOnRoles(ctx: ServiceContext, db: Db, roleKeys: string[], kind: string, detail: Record<string, unknown>) {
  if (roleKeys.length === 0) return;
  const roles = await db.selectFrom('roles').select('id').where('key', 'in', roleKeys).execute();
  for (const role of roles) await recordAudit(ctx, db, 'role', role.id, kind, detail);
}

/** SPEC §4: a new permission is assigned to the administrator role only and stamped with its creation date. */
export async function addPermission(ctx: ServiceContext, input: { name: string; area: Permission['area']; levels: string }) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const row = await trx
      .insertInto('permissions')
      .values({ name: input.name, created_date: formatCreatedDate(ctx.now), created_at: ctx.now.toISOString(), area: input.area, levels: input.levels })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('permission_roles').values({ permission_id: row.id, role: 'admin' }).execute();
    await recompile(ctx, trx);
    await recordAudit(ctx, trx, 'permission', row.id, 'created', { name: input.name, area: input.area, levels: input.levels });
    await recordOnRoles(ctx, trx, ['admin'], 'permission-added', { permission: input.name });
    return findOne(trx, row.id);
  });
}

export interface PermissionChange {
  name: string;
  area?: Permission['area'];
  levels?: string;
  assignedTo?: string[];
}

/** Renames a permission and, when given, changes what it grants and the roles it is assigned to. */
export async function updatePermission(ctx: ServiceContext, id: number, change: PermissionChange) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await findOne(trx, id);
    const set = { name: change.name, ...(change.area !== undefined && { area: change.area }), ...(change.levels !== undefined && { levels: change.levels }) };
    await trx.updateTable('permissions').set(set).where('id', '=', id).execute();
    if (change.assignedTo) {
      const roles = [...new Set(change.assignedTo)];
      const known = roles.length ? await trx.selectFrom('roles').select('key').where('key', 'in', roles).execute() : [];
      const unknown = roles.filter((r) => !known.some((k) => k.key === r));
      if (unknown.length) throw new Invalid('No role has this name.', [{ path: 'body.assignedTo', message: `No role has this name: ${unknown[0]}`, code: 'unknown_role' }]);
      await trx.deleteFrom('permission_roles').where('permission_id', '=', id).execute();
      if (roles.length) await trx.insertInto('permission_roles').values(roles.map((role) => ({ permission_id: id, role }))).execute();
    }
    await recompile(ctx, trx);
    const after = await findOne(trx, id);
    const detail = { name: after.name, ...(before.name !== after.name && { from: before.name }), area: after.area, levels: after.levels, assignedTo: after.assignedTo };
    await recordAudit(ctx, trx, 'permission', id, 'changed', detail);
    const added = after.assignedTo.filter((r) => !before.assignedTo.includes(r));
    const removed = before.assignedTo.filter((r) => !after.assignedTo.includes(r));
    const kept = after.assignedTo.filter((r) => before.assignedTo.includes(r));
    await recordOnRoles(ctx, trx, added, 'permission-added', { permission: after.name });
    await recordOnRoles(ctx, trx, removed, 'permission-removed', { permission: after.name });
    if (before.area !== after.area || before.levels !== after.levels || before.name !== after.name) {
      await recordOnRoles(ctx, trx, kept, 'permission-changed', { permission: after.name, area: after.area, levels: after.levels });
    }
    return after;
  });
}

export async function deletePermission(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await findOne(trx, id);
    await trx.deleteFrom('permission_roles').where('permission_id', '=', id).execute();
    await trx.deleteFrom('permissions').where('id', '=', id).execute();
    await recompile(ctx, trx);
    await recordAudit(ctx, trx, 'permission', id, 'deleted', { name: before.name });
    await recordOnRoles(ctx, trx, before.assignedTo, 'permission-removed', { permission: before.name });
    return { id };
  });
}
