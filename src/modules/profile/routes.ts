import { defineRoutes } from '@/platform/contract/define-routes';

/** Longest comment a person may write under a post. */
export const COMMENT_MAX = 500;
/** Posts the profile shows at first and adds with each "load more". */
export const POSTS_PER_PAGE = 4;
/** Avatars of likers and voters a post or a poll option shows (the count says the rest). */
export const FACES_SHOWN = 6;
/** Comments a post shows, the newest ones (the count says how many there are in all). */
export const COMMENTS_SHOWN = 3;

/** Pages the profile suggests following: the product's own sample pages, their category a translated key. */
export const SUGGESTED_PAGES = [
  { key: 'tablero-design', name: 'Tablero Design', category: 'design' },
  { key: 'open-dashboards', name: 'Open Dashboards', category: 'technology' },
  { key: 'casa-del-cafe', name: 'Casa del Café', category: 'food' },
  { key: 'ruta-norte', name: 'Ruta Norte', category: 'travel' },
  { key: 'pixel-studio', name: 'Pixel Studio', category: 'photography' },
] as const;
export const PAGE_KEYS = SUGGESTED_PAGES.map((page) => page.key) as unknown as readonly [(typeof SUGGESTED_PAGES)[number]['key'], ...(typeof SUGGESTED_PAGES)[number]['key'][]];
export type PageKey = (typeof SUGGESTED_PAGES)[number]['key'];

/**
 * The signed-in account's own profile: every account has one, so any signed-in person may read and act on
 * theirs; nobody reads or acts on another's (their posts and polls answer 404).
 */
export const profileRoutes = defineRoutes({
  data: { method: 'GET', path: '/profile/data', access: 'signed-in' },
  posts: { method: 'GET', path: '/profile/posts', access: 'signed-in' },
  like: { method: 'POST', path: '/profile/posts/like', access: 'signed-in' },
  unlike: { method: 'POST', path: '/profile/posts/unlike', access: 'signed-in' },
  comment: { method: 'POST', path: '/profile/posts/comment', access: 'signed-in' },
  vote: { method: 'POST', path: '/profile/polls/vote', access: 'signed-in' },
  connect: { method: 'POST', path: '/profile/suggestions/connect', access: 'signed-in' },
  followPage: { method: 'POST', path: '/profile/pages/follow', access: 'signed-in' },
});
