import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { z } from 'zod';

export const abilityRule = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRule>;
export type AppAbility = MongoAbility;

/** The spec's default before login: read on Auth. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export const ROLE_RULES: Record<string, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

/** One set of rules decides the menu, the routes and the server's answers. */
export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  return createMongoAbility(rules && rules.length ? rules : DEFAULT_RULES);
}
