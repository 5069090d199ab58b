import { buildAbility, type AppAbility } from '@/platform/auth/abilities';
import type { UserData } from '@/platform/auth/contract';

export { AbilityProvider, Can, useAbility } from '@casl/react';

/** Built from the stored user's ability list; before login the spec's default (read Auth). */
export function abilityFor(userData: UserData | null): AppAbility {
  return buildAbility(userData?.ability);
}
