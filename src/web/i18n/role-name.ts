import type { TFunction } from 'i18next';

/** The roles every database starts with: their names are the product's words, shown in the UI language. */
const BUILT_IN = ['admin', 'manager', 'user', 'support', 'restricted-user', 'client'];

/** A role as people read it: a built-in one translated by its key, one someone added by the name they gave it. */
export function roleName(t: TFunction, key: string, name?: string): string {
  return BUILT_IN.includes(key) ? t(`layout.roles.${key}`) : (name ?? key);
}
