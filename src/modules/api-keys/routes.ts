import { defineRoutes } from '@/platform/contract/define-routes';
import { apiKeysAccess } from './access';


/** How many keys one account may have live at once. */
export const MAX_LIVE_KEYS = 20;
export const KEY_NAME_MAX = 60;

/** The signed-in account's own keys: list, create (the secret is shown once), revoke. */
export const apiKeysRoutes = defineRoutes({
  list: { method: 'GET', path: '/pages/api-keys', access: apiKeysAccess('read') },
  create: { method: 'POST', path: '/pages/api-keys', access: apiKeysAccess('create') },
  revoke: { method: 'POST', path: '/pages/api-keys/revoke', access: apiKeysAccess('delete') },
});
