import { z } from 'zod';
import type { Access } from './define-routes';
import type { ServiceContext } from '@/platform/auth/context';

/** SPEC §3: a file the navbar search found (title, by, size, file), with where it came from. */
export const searchFile = z.object({
  title: z.string(),
  /** Who sent or made it. */
  by: z.string(),
  /** Bytes. */
  size: z.number(),
  /** Where to fetch it. */
  file: z.string(),
  /** When it arrived (ISO timestamp). */
  date: z.string(),
});
export type SearchFile = z.infer<typeof searchFile>;

/** SPEC §3: a person the navbar search found (title, email, img, date), with the page that shows them. */
export const searchContact = z.object({
  id: z.number(),
  title: z.string(),
  email: z.string(),
  img: z.string().nullable(),
  /** When they joined (ISO timestamp). */
  date: z.string(),
  /** The page that shows this person. */
  link: z.string(),
});
export type SearchContact = z.infer<typeof searchContact>;

interface GroupItems {
  files: SearchFile;
  contacts: SearchContact;
}
export type SearchGroup = keyof GroupItems;

/**
 * What a module offers the navbar search: the first `limit` of the signed-in person's matches for `q` in one group,
 * found in SQL. The search module asks only providers whose `access` the person has.
 */
export type SearchProvider = {
  [G in SearchGroup]: { group: G; access: Access; find(ctx: ServiceContext, q: string, limit: number): Promise<GroupItems[G][]> };
}[SearchGroup];
