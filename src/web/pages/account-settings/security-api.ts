import type { securityContract } from '@/platform/auth/security-contract';
import { securityRoutes } from '@/platform/auth/security-routes';
import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    TwoFactor: true;
    OpenSessions: true;
  }
}

/** The signed-in person's own security: two-step verification, password and open sessions. */
export const securityApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor', 'OpenSessions'] }).injectEndpoints({
  endpoints: (build) => {
    const security = contractEndpoints<typeof securityContract>(build, securityRoutes);
    return {
      twoFactorStatus: security.query('twoFactorStatus', undefined, { providesTags: ['TwoFactor'] }),
      setupTwoFactor: security.mutation('twoFactorSetup', undefined),
      enableTwoFactor: security.mutation('twoFactorEnable', 'body', { invalidatesTags: ['TwoFactor'] }),
      disableTwoFactor: security.mutation('twoFactorDisable', 'body', { invalidatesTags: ['TwoFactor'] }),
      changePassword: security.mutation('changePassword', 'body', { invalidatesTags: ['OpenSessions'] }),
      openSessions: security.query('sessions', undefined, { providesTags: ['OpenSessions'] }),
      revokeSession: security.mutation('revokeSession', 'body', { invalidatesTags: ['OpenSessions'] }),
      revokeOtherSessions: security.mutation('revokeOtherSessions', undefined, { invalidatesTags: ['OpenSessions'] }),
    };
  },
});

export const {
  useTwoFactorStatusQuery,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useChangePasswordMutation,
  useOpenSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
} = securityApi;
