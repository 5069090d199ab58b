import { defineRoutes } from '@/platform/contract/define-routes';

/** SPEC §9: at most this many results in each group of the navbar search. */
export const SEARCH_LIMIT = 4;
/** How many pages one account may keep bookmarked. */
export const MAX_BOOKMARKS = 50;
export const PAGE_PATH_MAX = 200;
export const SEARCH_GROUPS = ['files', 'contacts'] as const;

/** The account's bookmarks: the navbar (on every page) needs this route alone. */
export const bookmarksRoute = { method: 'GET', path: '/bookmarks/data', access: 'signed-in' } as const;

/** The navbar search (files and contacts; pages are the browser's route table) and each account's bookmarked pages. */
export const searchRoutes = defineRoutes({
  search: { method: 'GET', path: '/main-search/data', access: 'signed-in' },
  bookmarks: bookmarksRoute,
  toggleBookmark: { method: 'POST', path: '/bookmarks/update', access: 'signed-in' },
});
