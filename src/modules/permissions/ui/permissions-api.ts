import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { requestFor } from '@/web/api/request';
import type { permissionsContract } from '../contract';
import { permissionsRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Permission: true;
    Role: true;
  }
}

/** A role as the Roles page's endpoint gives it: this page needs its key and name only. */
export interface RoleChoice {
  key: string;
  name: string;
}
const ROLES_ROUTE = { method: 'GET', path: '/apps/roles' } as const;

// What permissions grant is part of each role (the Roles page shows it), so a change refreshes roles too.
const BOTH = ['Permission', 'Role'] as const;

export const permissionsApi = api.enhanceEndpoints({ addTagTypes: ['Permission', 'Role'] }).injectEndpoints({
  endpoints: (build) => {
    const permissions = contractEndpoints<typeof permissionsContract>(build, permissionsRoutes);
    return {
      permissions: permissions.query('list', 'query', { providesTags: ['Permission'] }),
      addPermission: permissions.mutation('add', 'body', { invalidatesTags: [...BOTH] }),
      renamePermission: permissions.mutation('rename', 'body', { invalidatesTags: [...BOTH] }),
      deletePermission: permissions.mutation('remove', 'body.id', { invalidatesTags: [...BOTH] }),
      // The roles a permission can be assigned to (another module's endpoint: read by its path, not its contract).
      permissionRoles: build.query<{ roles: RoleChoice[] }, void>({ query: () => requestFor(ROLES_ROUTE), providesTags: ['Role'] }),
    };
  },
});

export const { usePermissionsQuery, useAddPermissionMutation, useRenamePermissionMutation, useDeletePermissionMutation, usePermissionRolesQuery } = permissionsApi;
