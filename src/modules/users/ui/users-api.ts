import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { fileRequest } from '@/web/api/download';
import type { UserExportQuery, usersContract } from '../contract';
import type { rolesContract } from '../roles-contract';
import { rolesRoutes } from '../roles-routes';
import { usersRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    User: true;
    Role: true;
  }
}

// Users and roles change together (counts, avatars, renamed roles), so every change refreshes both.
const BOTH = ['User', 'Role'] as const;
const byId = (id: number) => ({ query: { id } });

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Role'] }).injectEndpoints({
  endpoints: (build) => {
    const users = contractEndpoints<typeof usersContract>(build, usersRoutes);
    const roles = contractEndpoints<typeof rolesContract>(build, rolesRoutes);
    return {
      users: users.query('list', 'query', { providesTags: ['User'] }),
      userStats: users.query('stats', undefined, { providesTags: ['User'] }),
      // The list's search, filters and sort as a CSV file, saved by the browser; the result is the file's name.
      exportUsers: build.mutation<string, UserExportQuery>({ query: (query) => fileRequest(usersRoutes.exportList, { query }, 'users.csv') }),
      user: users.query('user', byId, { providesTags: ['User'] }),
      userActivity: users.query('activity', byId, { providesTags: ['User'] }),
      userSecurity: users.query('security', byId, { providesTags: ['User'] }),
      addUser: users.mutation('add', 'body.user', { invalidatesTags: [...BOTH] }),
      updateUser: users.mutation('update', 'body', { invalidatesTags: [...BOTH] }),
      updateUserStatus: users.mutation('updateStatus', 'body', { invalidatesTags: [...BOTH] }),
      setTwoFactor: users.mutation('twoFactor', 'body', { invalidatesTags: ['User'] }),
      deleteUser: users.mutation('remove', 'body.id', { invalidatesTags: [...BOTH] }),
      roles: roles.query('roles', undefined, { providesTags: ['Role'] }),
      addRole: roles.mutation('addRole', 'body.role', { invalidatesTags: [...BOTH] }),
      updateRole: roles.mutation('updateRole', 'body', { invalidatesTags: [...BOTH] }),
      roleActivity: roles.query('roleActivity', byId, { providesTags: ['Role'] }),
    };
  },
});

export const {
  useUsersQuery,
  useUserStatsQuery,
  useExportUsersMutation,
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
  useRoleActivityQuery,
} = usersApi;
