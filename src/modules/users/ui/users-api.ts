import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { usersContract, type NewUser, type UserListQuery } from '../contract';

type C = typeof usersContract;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<EndpointResponse<C['list']>, UserListQuery>({
      query: (query) => requestFor(usersContract.list, { query }),
      providesTags: ['User'],
    }),
    addUser: build.mutation<EndpointResponse<C['add']>, NewUser>({
      query: (user) => requestFor(usersContract.add, { body: { user } }),
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation<{ id: number }, number>({
      query: (id) => requestFor(usersContract.remove, { body: { id } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUsersQuery, useAddUserMutation, useDeleteUserMutation } = usersApi;
