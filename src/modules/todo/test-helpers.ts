import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';

/** A service context for one account, as the server would build it for an admin. */
export function adminContext(db: Db, accountId: number, now = new Date('2026-11-22T10:00:00Z')): ServiceContext {
  const rules = [{ action: 'manage', subject: 'all' }];
  return { db, now, user: { id: accountId, role: 'admin', rules, ability: buildAbility(rules) } };
}
