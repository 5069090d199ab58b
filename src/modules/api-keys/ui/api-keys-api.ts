import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { apiKeysContract } from '../contract';
import { apiKeysRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    ApiKey: true;
  }
}

export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  endpoints: (build) => {
    const keys = contractEndpoints<typeof apiKeysContract>(build, apiKeysRoutes);
    return {
      apiKeys: keys.query('list', undefined, { providesTags: ['ApiKey'] }),
      createApiKey: keys.mutation('create', 'body', { invalidatesTags: ['ApiKey'] }),
      revokeApiKey: keys.mutation('revoke', 'body.id', { invalidatesTags: ['ApiKey'] }),
    };
  },
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
