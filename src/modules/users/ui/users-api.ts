import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { usersContract, type NewUser, type User, type UserFields, type UserListQuery } from '../contract';
import { rolesContract, type RoleInput } from '../roles-contract';

type C = typeof usersContract;
type R = typeof rolesContract;

// Users and roles change together (counts, avatars, renamed roles), so every change refreshes both.
const BOTH = ['User', 'Role'] as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<EndpointResponse<C['list']>, UserListQuery>({
      query: (query) => requestFor(usersContract.list, { query }),
      providesTags: ['User'],
    }),
    user: build.query<EndpointResponse<C['user']>, number>({
      query: (id) => requestFor(usersContract.user, { query: { id } }),
      providesTags: ['User'],
    }),
    userActivity: build.query<EndpointResponse<C['activity']>, number>({
      query: (id) => requestFor(usersContract.activity, { query: { id } }),
      providesTags: ['User'],
    }),
    userSecurity: build.query<EndpointResponse<C['security']>, number>({
      query: (id) => requestFor(usersContract.security, { query: { id } }),
      providesTags: ['User'],
    }),
    addUser: build.mutation<EndpointResponse<C['add']>, NewUser>({
      query: (user) => requestFor(usersContract.add, { body: { user } }),
      invalidatesTags: [...BOTH],
    }),
    updateUser: build.mutation<EndpointResponse<C['update']>, { id: number; fields: UserFields }>({
      query: (body) => requestFor(usersContract.update, { body }),
      invalidatesTags: [...BOTH],
    }),
    updateUserStatus: build.mutation<EndpointResponse<C['updateStatus']>, { id: number; status: User['status'] }>({
      query: (body) => requestFor(usersContract.updateStatus, { body }),
      invalidatesTags: [...BOTH],
    }),
    setTwoFactor: build.mutation<EndpointResponse<C['twoFactor']>, { id: number; enabled: boolean }>({
      query: (body) => requestFor(usersContract.twoFactor, { body }),
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation<{ id: number }, number>({
      query: (id) => requestFor(usersContract.remove, { body: { id } }),
      invalidatesTags: [...BOTH],
    }),
    roles: build.query<EndpointResponse<R['roles']>, void>({
      query: () => requestFor(rolesContract.roles),
      providesTags: ['Role'],
    }),
    addRole: build.mutation<EndpointResponse<R['addRole']>, RoleInput>({
      query: (role) => requestFor(rolesContract.addRole, { body: { role } }),
      invalidatesTags: [...BOTH],
    }),
    updateRole: build.mutation<EndpointResponse<R['updateRole']>, { id: number; role: RoleInput }>({
      query: (body) => requestFor(rolesContract.updateRole, { body }),
      invalidatesTags: [...BOTH],
    }),
  }),
});

export const {
  useUsersQuery,
  useUserQuery,
  useUserActivityQuery,
  useUserSecurityQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useUpdateUserStatusMutation,
  useSetTwoFactorMutation,
  useDeleteUserMutation,
  useRolesQuery,
  useAddRoleMutation,
  useUpdateRoleMutation,
} = usersApi;
