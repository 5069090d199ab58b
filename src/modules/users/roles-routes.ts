import { defineRoutes } from '@/platform/contract/define-routes';

export const ROLE_AREAS = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const;
export const ROLE_ACTIONS = ['read', 'write', 'create'] as const;
/** The five roles the product ships with (SPEC §6); more can be added. */
export const BUILT_IN_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];
const access = (action: 'read' | 'create' | 'update') => ({ action, subject: 'Role' }) as const;

export const rolesRoutes = defineRoutes({
  roles: { method: 'GET', path: '/apps/roles', access: access('read') },
  addRole: { method: 'POST', path: '/apps/roles/add-role', access: access('create') },
  updateRole: { method: 'POST', path: '/apps/roles/update-role', access: access('update') },
});
