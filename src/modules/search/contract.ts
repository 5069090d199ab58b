import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { searchTerm } from '@/platform/contract/lists';
import { searchContact, searchFile } from '@/platform/contract/search-items';
import { PAGE_PATH_MAX, searchRoutes } from './routes';

/** A page of the app, by its path (the route table's, e.g. `/apps/email`). */
export const pagePath = z
  .string()
  .max(PAGE_PATH_MAX)
  .regex(/^\/[a-z0-9/-]*$/, 'A page path: a slash, then lower-case letters, digits, dashes and slashes');

const group = <G extends string, T extends z.ZodType>(title: G, item: T) => z.object({ groupTitle: z.literal(title), searchLimit: z.number(), data: z.array(item) });
export const searchGroups = z.array(z.discriminatedUnion('groupTitle', [group('files', searchFile), group('contacts', searchContact)]));
export type SearchGroups = z.infer<typeof searchGroups>;

/** SPEC §3: a bookmark carries the page's id (its path) and isBookmarked. */
export const bookmark = z.object({ id: pagePath, isBookmarked: z.boolean() });
export type Bookmark = z.infer<typeof bookmark>;
const bookmarkList = z.object({ bookmarks: z.array(bookmark) });
export type BookmarkList = z.infer<typeof bookmarkList>;

export * from './routes';
export const searchContract = defineContract(searchRoutes, {
  search: {
    query: z.object({ q: searchTerm }),
    response: z.object({ searchArr: searchGroups }),
    summary: 'The navbar search: files and contacts whose text holds `q` (at most 4 of each), those the signed-in person may see',
  },
  bookmarks: {
    response: bookmarkList,
    summary: "The signed-in account's bookmarked pages, oldest first (the page list itself is the app's route table)",
  },
  toggleBookmark: {
    body: z.object({ id: pagePath }),
    response: bookmarkList.extend({ id: pagePath, isBookmarked: z.boolean() }),
    summary: 'Bookmarks the page, or removes its bookmark if it had one (SPEC §4 toggle); answers the new list',
  },
});
