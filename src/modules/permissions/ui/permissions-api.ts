import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { permissionsContract, type Permission, type PermissionListQuery } from '../contract';

type C = typeof permissionsContract;

export const permissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    permissions: build.query<EndpointResponse<C['list']>, PermissionListQuery>({
      query: (query) => requestFor(permissionsContract.list, { query }),
      providesTags: ['Permission'],
    }),
    addPermission: build.mutation<Permission, string>({
      query: (name) => requestFor(permissionsContract.add, { body: { name } }),
      invalidatesTags: ['Permission'],
    }),
    renamePermission: build.mutation<Permission, { id: number; name: string }>({
      query: (body) => requestFor(permissionsContract.rename, { body }),
      invalidatesTags: ['Permission'],
    }),
    deletePermission: build.mutation<{ id: number }, number>({
      query: (id) => requestFor(permissionsContract.remove, { body: { id } }),
      invalidatesTags: ['Permission'],
    }),
  }),
});

export const { usePermissionsQuery, useAddPermissionMutation, useRenamePermissionMutation, useDeletePermissionMutation } = permissionsApi;
