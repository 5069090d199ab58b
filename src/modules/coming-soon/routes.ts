import { defineRoutes } from '@/platform/contract/define-routes';

/** The coming-soon page's "notify me" list: anyone may leave an address. */
export const comingSoonRoutes = defineRoutes({
  subscribe: { method: 'POST', path: '/coming-soon/subscribe', access: 'public' },
});
