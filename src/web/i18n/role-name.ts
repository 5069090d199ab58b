import type { TFunction } from 'i18next';
import { BUILT_IN_ROLES } from '@/platform/access/defaults';

const ORIGINAL_NAMES = new Map(BUILT_IN_ROLES.map((role) => [role.key, role.name]));

export const isBuiltInRole = (key: string) => ORIGINAL_NAMES.has(key);

/**
 * What a role is called on screen: a built-in role (by its key) in the page's language while it keeps
 * the name it started with; a renamed or added role shows the name someone typed.
 */
export function roleName(t: TFunction, key: string, name?: string): string {
  const original = ORIGINAL_NAMES.get(key);
  if (original !== undefined && (name === undefined || name === original)) return t(`layout.roles.${key}`);
  return name ?? key;
}
