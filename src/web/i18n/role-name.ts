import type { TFunction } from 'i18next';
import { BUILT_IN_ROLE_NAMES } from '@/platform/access/names';

const ORIGINAL_NAMES = new Map(Object.entries(BUILT_IN_ROLE_NAMES));

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
