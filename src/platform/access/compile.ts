import type { Kysely } from 'kysely';
import { compileRules, matrixFrom } from './areas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Rewrites every role's compiled rules from its matrix and the permissions assigned to it. */
export async function compileAllRoles(db: AnyDb) {
  const roles = await db.selectFrom('roles').select(['id', 'key', 'permissions', 'full_access']).execute();
  const grants = await db
    .selectFrom('permission_roles')
    .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
    .select(['permission_roles.role', 'permissions.area', 'permissions.levels'])
    .execute();
  for (const role of roles) {
    const rules = compileRules(role.full_access === 1, matrixFrom(role.permissions), grants.filter((g) => g.role === role.key));
    await db.updateTable('roles').set({ rules: JSON.stringify(rules) }).where('id', '=', role.id).execute();
  }
}
