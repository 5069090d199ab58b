import type { authContract } from '@/platform/auth/contract';
import { authRoutes } from '@/platform/auth/routes';
import type { EndpointInput } from '@/platform/contract/define-endpoint';
import { api } from './api-slice';
import { contractEndpoints } from './contract-endpoints';

/** The session endpoints a signed-in page uses. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => {
    const auth = contractEndpoints<typeof authContract>(build, authRoutes);
    return {
      logout: auth.mutation('logout', (input: EndpointInput<(typeof authContract)['logout']>) => input),
      me: auth.query('me', undefined, { providesTags: ['Session'] }),
    };
  },
});

export const { useLogoutMutation, useMeQuery } = authApi;
