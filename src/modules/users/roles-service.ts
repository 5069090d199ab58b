import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { toFlag } from '@/platform/db/sql';
import { grantsMore, matrixFrom } from '@/platform/access/areas';
import { auditOf, recordAudit } from '@/platform/access/audit';
import { assertRoleManagerRemains, GuardRail, RAISE_OWN_ROLE } from '@/platform/access/guards';
import { compileAllRoles, lockRoles } from '@/platform/access/compile';
import type { RoleRow } from '@/platform/access/tables';
import type { AbilityRule } from '@/platform/auth/abilities';
import type { Role, roleInput } from './roles-contract';

const AVATARS_PER_ROLE = 5;

/** Each role with the real number of people holding it, up to five of them, and the permissions it is given. */
async function withUsers(db: Db, rows: RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const keys = rows.map((r) => r.key);
  const people = db.selectFrom('accounts').where('deleted_at', 'is', null);
  const counts = await people
    .select((eb) => ['role', eb.fn.countAll<number>().as('n')])
    .where('role', 'in', keys)
    .groupBy('role')
    .execute();
  const faces = await Promise.all(keys.map((key) => people.select(['id', 'full_name', 'avatar']).where('role', '=', key).orderBy('id').limit(AVATARS_PER_ROLE).execute()));
  const grants = await db
    .selectFrom('permission_roles')
    .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
    .select(['permission_roles.role', 'permissions.id', 'permissions.name', 'permissions.area', 'permissions.levels'])
    .where('permission_roles.role', 'in', keys)
    .where('permissions.area', 'is not', null)
    .orderBy('permissions.id')
    .limit(500)
    .execute();
  return rows.map((row, i) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    permissions: matrixFrom(row.permissions),
    fullAccess: row.full_access === 1,
    grantedBy: grants.filter((g) => g.role === row.key).map((g) => ({ id: g.id, name: g.name, area: g.area, levels: g.levels })),
    totalUsers: Number(counts.find((c) => c.role === row.key)?.n ?? 0),
    users: faces[i].map((u) => ({ id: u.id, fullName: u.full_name, avatar: u.avatar ?? '' })),
  }));
}

export async function listRoles(ctx: ServiceContext) {
  const rows = await ctx.db.selectFrom('roles').selectAll().orderBy('id').execute();
  return { roles: await withUsers(ctx.db, rows) };
}

/** Role names are unique, case-insensitively. */
async function assertNameFree(db: Db, name: string, except?: number) {
  let query = db.selectFrom('roles').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw new Invalid('This role name is already in use.', [{ path: 'body.role.name', message: 'This role name is already in use.', code: 'role_taken' }]);
  }
}

/** A key for a new role from its name, unique among the roles. */
async function freeKey(db: Db, name: string): Promise<string> {
  const base = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'role';
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!(await db.selectFrom('roles').select('id').where('key', '=', key).executeTakeFirst())) return key;
  }
}

export async function addRole(ctx: ServiceContext, input: z.output<typeof roleInput>) {
  return ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, input.name);
    const row = await trx
      .insertInto('roles')
      .values({ key: await freeKey(trx, input.name), name: input.name, permissions: JSON.stringify(input.permissions), full_access: toFlag(input.fullAccess), rules: '[]', created_at: ctx.now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await compileAllRoles(trx);
    await recordAudit(ctx, trx, 'role', row.id, 'created', { name: input.name });
    return { role: (await withUsers(trx, [await trx.selectFrom('roles').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()]))[0] };
  });
}

const rulesOf = (row: RoleRow) => JSON.parse(row.rules) as AbilityRule[];

/**
 * Renames a role and replaces its matrix; its people's next request is judged by the new rules.
 * Nobody gives their own role more rights, and some active account keeps the right to manage roles.
 */
export async function updateRole(ctx: ServiceContext, id: number, input: z.output<typeof roleInput>) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NotFound(`Role ${id} not found`);
    await assertNameFree(trx, input.name, id);
    await trx
      .updateTable('roles')
      .set({ name: input.name, permissions: JSON.stringify(input.permissions), full_access: toFlag(input.fullAccess) })
      .where('id', '=', id)
      .execute();
    await compileAllRoles(trx);
    const after = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (before.key === ctx.user.role && grantsMore(rulesOf(before), rulesOf(after))) throw new GuardRail(403, RAISE_OWN_ROLE, 'raise_own_role');
    await assertRoleManagerRemains(trx);

    if (before.name !== input.name) await recordAudit(ctx, trx, 'role', id, 'renamed', { from: before.name, to: input.name });
    if (before.full_access !== after.full_access) await recordAudit(ctx, trx, 'role', id, 'full-access', { enabled: after.full_access === 1 });
    const changedAreas = Object.entries(input.permissions)
      .filter(([area, grant]) => JSON.stringify(matrixFrom(before.permissions)[area as keyof typeof input.permissions]) !== JSON.stringify(grant))
      .map(([area, grant]) => ({ area, ...grant }));
    if (changedAreas.length) await recordAudit(ctx, trx, 'role', id, 'matrix', { areas: changedAreas });
    return { role: (await withUsers(trx, [after]))[0] };
  });
}

export async function roleActivity(ctx: ServiceContext, id: number) {
  const role = await ctx.db.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst();
  if (!role) throw new NotFound(`Role ${id} not found`);
  return { events: await auditOf(ctx.db, 'role', id) };
}
