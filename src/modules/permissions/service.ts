import type { z } from 'zod';
import { NotFound } from '@/platform/contract/errors';
import { offsetOf } from '@/platform/contract/lists';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { containsText } from '@/platform/db/sql';
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
    assignedTo: roles.filter((r) => r.permission_id === row.id).map((r) => r.role) as Permission['assignedTo'],
  }));
}

/** Newest first; search on name or created date; role filter; one page, counted and paged in SQL. */
export async function listPermissions(ctx: ServiceContext, query: z.output<typeof permissionListQuery>) {
  let filtered = ctx.db.selectFrom('permissions');
  if (query.q) filtered = filtered.where((eb) => eb.or([containsText(eb.ref('name'), query.q), containsText(eb.ref('created_date'), query.q)]));
  if (query.assignedTo) {
    const role = query.assignedTo;
    filtered = filtered.where((eb) =>
      eb.exists(eb.selectFrom('permission_roles').select('permission_id').whereRef('permission_roles.permission_id', '=', 'permissions.id').where('role', '=', role)),
    );
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('id', 'desc').limit(query.perPage).offset(offsetOf(query.page, query.perPage)).execute(),
  ]);
  return {
    params: { q: query.q, assignedTo: query.assignedTo, page: query.page, perPage: query.perPage },
    total: Number(total),
    permissions: await withRoles(ctx.db, rows),
  };
}

async function findOne(db: Db, id: number): Promise<Permission> {
  const row = await db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Permission ${id} not found`);
  return (await withRoles(db, [row]))[0];
}

/** SPEC §4: a new permission is assigned to administrator only and stamped with its creation date. */
export async function addPermission(ctx: ServiceContext, name: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('permissions')
      .values({ name, created_date: formatCreatedDate(ctx.now), created_at: ctx.now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('permission_roles').values({ permission_id: row.id, role: 'administrator' }).execute();
    return findOne(trx, row.id);
  });
}

export async function renamePermission(ctx: ServiceContext, id: number, name: string) {
  const result = await ctx.db.updateTable('permissions').set({ name }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFound(`Permission ${id} not found`);
  return findOne(ctx.db, id);
}

export async function deletePermission(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('permission_roles').where('permission_id', '=', id).execute();
    const result = await trx.deleteFrom('permissions').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFound(`Permission ${id} not found`);
    return { id };
  });
}
