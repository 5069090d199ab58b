import { defineRoutes } from '@/platform/contract/define-routes';

/** Stored files, served to anyone holding their unguessable address (an `<img>` sends no bearer token). */
export const filesRoutes = defineRoutes({
  file: { method: 'GET', path: '/files/:key', access: 'public' },
});
