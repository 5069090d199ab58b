import { defineRoutes } from '@/platform/contract/define-routes';
import { ACCESS_AREAS, LEVELS } from '@/platform/access/areas';
import { rolesAccess } from './access';

export const ROLE_AREAS = ACCESS_AREAS;
export const ROLE_ACTIONS = LEVELS;
/** The roles a new database starts with (the two demo logins' roles among them); more can be added. */
export const BUILT_IN_ROLES = ['admin', 'manager', 'user', 'support', 'restricted-user', 'client'] as const;

export const rolesRoutes = defineRoutes({
  roles: { method: 'GET', path: '/apps/roles', access: rolesAccess('read') },
  addRole: { method: 'POST', path: '/apps/roles/add-role', access: rolesAccess('create') },
  updateRole: { method: 'POST', path: '/apps/roles/update-role', access: rolesAccess('update') },
  roleActivity: { method: 'GET', path: '/apps/roles/activity', access: rolesAccess('read') },
});
