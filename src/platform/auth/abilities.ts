import { Ability, type RawRuleOf } from '@casl/ability';

/** One `{ action, subject }` pair (the zod schema of it lives in the auth contract). */
export interface AbilityRule {
  action: string;
  subject: string;
}
// Rules name an action and a subject, never conditions: the plain ability needs no query interpreter (a few KB
// less in every page's first load than the MongoDB-style one).
export type AppAbility = Ability<[string, string]>;

export const abilityOf = (rules: RawRuleOf<AppAbility>[]): AppAbility => new Ability(rules);

/** The spec's default before login: read on Auth. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** One set of rules decides the menu, the routes and the server's answers. */
export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  return abilityOf(rules && rules.length ? rules : DEFAULT_RULES);
}
