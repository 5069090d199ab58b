import type { TFunction } from 'i18next';
import { BUILT_IN_ROLE_NAMES } from '@/platform/access/names';
import { seededName, type SeededNames } from './seeded-name';

const ROLES: SeededNames = { scope: 'layout.roles', names: BUILT_IN_ROLE_NAMES };

export const isBuiltInRole = (key: string) => Object.hasOwn(BUILT_IN_ROLE_NAMES, key);

/**
 * What a role is called on screen: a built-in role (by its key) in the page's language while it keeps
 * the name it started with; a renamed or added role shows the name someone typed.
 */
export function roleName(t: TFunction, key: string, name?: string): string {
  return seededName(t, ROLES, name ?? BUILT_IN_ROLE_NAMES[key] ?? key, key);
}
