import type { authContract } from '@/platform/auth/contract';
import type { EndpointDef, EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from './api-slice';
import { requestFor } from './request';

type C = typeof authContract;

/** The session endpoints a signed-in page uses; each names its method and path, held to the contract by the type checker. */
const route = <E extends EndpointDef>(method: E['method'], path: E['path']) => ({ method, path }) as E;
const endpoints = {
  logout: route<C['logout']>('POST', '/jwt/logout'),
  me: route<C['me']>('GET', '/jwt/me'),
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<EndpointResponse<C['logout']>, EndpointInput<C['logout']>>({
      query: (input) => requestFor(endpoints.logout, input),
    }),
    me: build.query<EndpointResponse<C['me']>, void>({
      query: () => requestFor(endpoints.me),
      providesTags: ['Session'],
    }),
  }),
});

export const { useLogoutMutation, useMeQuery } = authApi;
