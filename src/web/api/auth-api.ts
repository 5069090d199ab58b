import type { authContract } from '@/platform/auth/contract';
import type { EndpointDef, EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from './api-slice';
import { requestFor } from './request';

type C = typeof authContract;

/**
 * The login page is the lightest page of all, so this client does not load the contract's zod schemas:
 * it names each endpoint's method and path, and the type checker holds them to the contract.
 */
const route = <E extends EndpointDef>(method: E['method'], path: E['path']) => ({ method, path }) as E;
const endpoints = {
  login: route<C['login']>('POST', '/jwt/login'),
  register: route<C['register']>('POST', '/jwt/register'),
  logout: route<C['logout']>('POST', '/jwt/logout'),
  me: route<C['me']>('GET', '/jwt/me'),
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointResponse<C['login']>, EndpointInput<C['login']>>({
      query: (input) => requestFor(endpoints.login, input),
    }),
    register: build.mutation<EndpointResponse<C['register']>, EndpointInput<C['register']>>({
      query: (input) => requestFor(endpoints.register, input),
    }),
    logout: build.mutation<EndpointResponse<C['logout']>, EndpointInput<C['logout']>>({
      query: (input) => requestFor(endpoints.logout, input),
    }),
    me: build.query<EndpointResponse<C['me']>, void>({
      query: () => requestFor(endpoints.me),
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useMeQuery } = authApi;
