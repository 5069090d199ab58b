import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { ROLE_AREAS, type PermissionMatrix, type Role, type roleInput } from './roles-contract';
import type { RoleRow } from './tables';

const AVATARS_PER_ROLE = 5;

/** A stored matrix read back whole: an area missing from the JSON grants nothing. */
function matrixFrom(json: string): PermissionMatrix {
  const stored = JSON.parse(json) as Partial<PermissionMatrix>;
  const entry = (area: (typeof ROLE_AREAS)[number]) => ({
    read: stored[area]?.read === true,
    write: stored[area]?.write === true,
    create: stored[area]?.create === true,
  });
  return Object.fromEntries(ROLE_AREAS.map((area) => [area, entry(area)])) as PermissionMatrix;
}

/** Each role with the real number of users holding it and up to five of them. */
async function withUsers(db: Db, rows: RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const names = rows.map((r) => r.name);
  const counts = await db
    .selectFrom('users')
    .select((eb) => ['access_role', eb.fn.countAll<number>().as('n')])
    .where('access_role', 'in', names)
    .groupBy('access_role')
    .execute();
  const people = await Promise.all(
    names.map((name) =>
      db.selectFrom('users').select(['id', 'full_name', 'avatar']).where('access_role', '=', name).orderBy('id').limit(AVATARS_PER_ROLE).execute(),
    ),
  );
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    permissions: matrixFrom(row.permissions),
    totalUsers: Number(counts.find((c) => c.access_role === row.name)?.n ?? 0),
    users: people[i].map((u) => ({ id: u.id, fullName: u.full_name, avatar: u.avatar })),
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

export async function addRole(ctx: ServiceContext, input: z.output<typeof roleInput>) {
  return ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, input.name);
    const row = await trx
      .insertInto('roles')
      .values({ name: input.name, permissions: JSON.stringify(input.permissions), created_at: ctx.now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { role: (await withUsers(trx, [row]))[0] };
  });
}

/** Renames a role (its users keep it under the new name) and replaces its permission matrix. */
export async function updateRole(ctx: ServiceContext, id: number, input: z.output<typeof roleInput>) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NotFound(`Role ${id} not found`);
    await assertNameFree(trx, input.name, id);
    const row = await trx
      .updateTable('roles')
      .set({ name: input.name, permissions: JSON.stringify(input.permissions) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.name !== input.name) await trx.updateTable('users').set({ access_role: input.name }).where('access_role', '=', before.name).execute();
    return { role: (await withUsers(trx, [row]))[0] };
  });
}
