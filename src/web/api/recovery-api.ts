import type { recoveryContract } from '@/platform/auth/recovery-contract';
import { recoveryRoutes } from '@/platform/auth/recovery-routes';
import { api } from './api-slice';
import { contractEndpoints } from './contract-endpoints';

/** The signed-in side of address confirmation: a new link on request. */
export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => {
    const recovery = contractEndpoints<typeof recoveryContract>(build, recoveryRoutes);
    return {
      resendVerification: recovery.mutation('resendVerification', 'body'),
    };
  },
});

export const { useResendVerificationMutation } = recoveryApi;
