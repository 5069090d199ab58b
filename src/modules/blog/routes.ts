import { defineRoutes } from '@/platform/contract/define-routes';
import { blogAccess } from './access';

export const POSTS_PER_PAGE = 6;
export const RECENT_POSTS = 4;
export const POST_STATUSES = ['published', 'draft'] as const;
export const COMMENT_MAX = 1000;
export const FEATURED_IMAGE_MAX_BYTES = 800 * 1024;

/** The blog's datasets (SPEC §7) under /api, plus the writes the pages need. */
export const blogRoutes = defineRoutes({
  list: { method: 'GET', path: '/blog/list/data', access: 'signed-in' },
  sidebar: { method: 'GET', path: '/blog/list/data/sidebar', access: 'signed-in' },
  detail: { method: 'GET', path: '/blog/list/data/detail/:id', access: 'signed-in' },
  addComment: { method: 'POST', path: '/blog/list/data/detail/:id/comments', access: 'signed-in' },
  edit: { method: 'GET', path: '/blog/list/data/edit/:id', access: blogAccess('update') },
  save: { method: 'PUT', path: '/blog/list/data/edit/:id', access: blogAccess('update') },
  uploadImage: { method: 'POST', path: '/blog/list/data/edit/:id/image', access: blogAccess('update') },
});
