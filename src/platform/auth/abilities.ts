import { createMongoAbility, type MongoAbility } from '@casl/ability';

/** One `{ action, subject }` pair (the zod schema of it lives in the auth contract). */
export interface AbilityRule {
  action: string;
  subject: string;
}
export type AppAbility = MongoAbility;

/** The spec's default before login: read on Auth. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** One set of rules decides the menu, the routes and the server's answers. */
export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  return createMongoAbility(rules && rules.length ? rules : DEFAULT_RULES);
}
