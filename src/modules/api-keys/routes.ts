import { defineRoutes } from '@/platform/contract/define-routes';

const access = (action: 'read' | 'create' | 'delete') => ({ action, subject: 'ApiKey' }) as const;

/** How many keys one account may have live at once. */
export const MAX_LIVE_KEYS = 20;
export const KEY_NAME_MAX = 60;

/** The signed-in account's own keys: list, create (the secret is shown once), revoke. */
export const apiKeysRoutes = defineRoutes({
  list: { method: 'GET', path: '/pages/api-keys', access: access('read') },
  create: { method: 'POST', path: '/pages/api-keys', access: access('create') },
  revoke: { method: 'POST', path: '/pages/api-keys/revoke', access: access('delete') },
});
