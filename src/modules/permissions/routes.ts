import { defineRoutes } from '@/platform/contract/define-routes';
import { permissionsAccess } from './access';


export const permissionsRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/permissions/data', access: permissionsAccess('read') },
  add: { method: 'POST', path: '/apps/permissions/add-permission', access: permissionsAccess('create') },
  rename: { method: 'POST', path: '/apps/permissions/update-permission', access: permissionsAccess('update') },
  remove: { method: 'DELETE', path: '/apps/permissions/delete', access: permissionsAccess('delete') },
});
