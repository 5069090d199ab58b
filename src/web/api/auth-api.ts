import { authContract } from '@/platform/auth/contract';
import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from './api-slice';
import { requestFor } from './request';

type C = typeof authContract;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointResponse<C['login']>, EndpointInput<C['login']>>({
      query: (input) => requestFor(authContract.login, input),
    }),
    register: build.mutation<EndpointResponse<C['register']>, EndpointInput<C['register']>>({
      query: (input) => requestFor(authContract.register, input),
    }),
    logout: build.mutation<EndpointResponse<C['logout']>, EndpointInput<C['logout']>>({
      query: (input) => requestFor(authContract.logout, input),
    }),
    me: build.query<EndpointResponse<C['me']>, void>({
      query: () => requestFor(authContract.me),
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useMeQuery } = authApi;
