import { buildAbility, type AbilityRule } from '@/platform/auth/abilities';
import { AppError } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';

/** A refusal the screen explains: `code` says which guard rail was hit. */
export class GuardRail extends AppError {
  constructor(status: 403 | 409, message: string, code: string) {
    super(status, message, undefined, { code });
  }
}

export const LAST_ROLE_MANAGER = 'At least one active account must keep the right to manage roles.';
export const OWN_ROLE = 'Nobody can change their own role.';
export const RAISE_OWN_ROLE = 'Nobody can give their own role more rights.';

/** Keys of the roles whose rules let their people change roles. */
async function roleManagerKeys(db: Db): Promise<string[]> {
  const roles = await db.selectFrom('roles').select(['key', 'rules']).execute();
  return roles.filter((r) => buildAbility(JSON.parse(r.rules) as AbilityRule[]).can('update', 'Role')).map((r) => r.key);
}

/**
 * Run at the end of every change to people, roles or permissions, inside its transaction: if no
 * active account could manage roles any more, the change is refused and rolled back.
 */
export async function assertRoleManagerRemains(db: Db) {
  const keys = await roleManagerKeys(db);
  const left = keys.length
    ? await db
        .selectFrom('accounts')
        .select('id')
        .where('role', 'in', keys)
        .where('status', '=', 'active')
        .where('deleted_at', 'is', null)
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!left) throw new GuardRail(409, LAST_ROLE_MANAGER, 'last_role_manager');
}
