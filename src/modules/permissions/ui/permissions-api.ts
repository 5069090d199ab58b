import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { permissionsContract } from '../contract';
import { permissionsRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Permission: true;
  }
}

export const permissionsApi = api.enhanceEndpoints({ addTagTypes: ['Permission'] }).injectEndpoints({
  endpoints: (build) => {
    const permissions = contractEndpoints<typeof permissionsContract>(build, permissionsRoutes);
    return {
      permissions: permissions.query('list', 'query', { providesTags: ['Permission'] }),
      addPermission: permissions.mutation('add', 'body.name', { invalidatesTags: ['Permission'] }),
      renamePermission: permissions.mutation('rename', 'body', { invalidatesTags: ['Permission'] }),
      deletePermission: permissions.mutation('remove', 'body.id', { invalidatesTags: ['Permission'] }),
    };
  },
});

export const { usePermissionsQuery, useAddPermissionMutation, useRenamePermissionMutation, useDeletePermissionMutation } = permissionsApi;
