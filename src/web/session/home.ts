import type { UserData } from '@/platform/auth/contract';
import { buildAbility } from '@/platform/auth/abilities';

/** Where a user lands: admins (who can read the dashboards) on `/`, a client on the access-control page. */
export function homeFor(userData: UserData | null): string {
  if (!userData) return '/login';
  return buildAbility(userData.ability).can('read', 'Todo') ? '/' : '/access-control';
}
