import { defineRoutes } from '@/platform/contract/define-routes';

const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Permission' }) as const;

export const permissionsRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/permissions/data', access: access('read') },
  add: { method: 'POST', path: '/apps/permissions/add-permission', access: access('create') },
  rename: { method: 'POST', path: '/apps/permissions/update-permission', access: access('update') },
  remove: { method: 'DELETE', path: '/apps/permissions/delete', access: access('delete') },
});
