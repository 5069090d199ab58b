import type { TFunction } from 'i18next';

/**
 * Names the product gives to what every database starts with (a role, a permission, a kanban board):
 * each seeded item's stable key and the name it was seeded with, and where their translations live.
 */
export interface SeededNames {
  /** The translation keys' prefix: the item with key `k` reads `${scope}.${k}`. */
  scope: string;
  /** Stable key → the name the item was seeded with. */
  names: Readonly<Record<string, string>>;
}

/** The stable key of a seeded item still named as it was seeded, found by its name (for items with no other key). */
export function seededKeyOf(seeded: SeededNames, name: string): string | undefined {
  return Object.keys(seeded.names).find((key) => seeded.names[key] === name);
}

/**
 * What an item is called on screen: a seeded one, while it keeps the name it was seeded with, in the page's
 * language (those are the product's words); a renamed or added one, the name someone typed, as typed.
 * Without `key`, the item is known by its name alone.
 */
export function seededName(t: TFunction, seeded: SeededNames, name: string, key: string | undefined = seededKeyOf(seeded, name)): string {
  return key !== undefined && Object.hasOwn(seeded.names, key) && seeded.names[key] === name ? t(`${seeded.scope}.${key}`) : name;
}
