import type { Kysely } from 'kysely';
import { isSqlite } from '@/platform/db/sql';
import { compileRules, matrixFrom } from './areas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Takes the roles for this transaction, in one order, before anything about access changes: two
 * changes at once then compile one after the other, each from what the other committed (SQLite runs
 * one write transaction at a time anyway).
 */
export async function lockRoles(db: AnyDb) {
  if (!isSqlite(db)) await db.selectFrom('roles').select('id').orderBy('id').forUpdate().execute();
}

/** Rewrites the compiled rules of every role whose matrix, full access or permissions changed. */
export async function compileAllRoles(db: AnyDb) {
  await lockRoles(db);
  const roles = await db.selectFrom('roles').select(['id', 'key', 'permissions', 'full_access', 'rules']).orderBy('id').execute();
  const grants = await db
    .selectFrom('permission_roles')
    .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
    .select(['permission_roles.role', 'permissions.area', 'permissions.levels'])
    .execute();
  for (const role of roles) {
    const rules = JSON.stringify(compileRules(role.full_access === 1, matrixFrom(role.permissions), grants.filter((g) => g.role === role.key)));
    if (rules !== role.rules) await db.updateTable('roles').set({ rules }).where('id', '=', role.id).execute();
  }
}
