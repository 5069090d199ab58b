import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { outboxContract } from '../contract';
import { outboxRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Outbox: true;
  }
}

export const outboxApi = api.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => {
    const outbox = contractEndpoints<typeof outboxContract>(build, outboxRoutes);
    return {
      outboxMessages: outbox.query('list', 'query', { providesTags: ['Outbox'] }),
      outboxMessage: outbox.query('get', 'query.id', { providesTags: ['Outbox'] }),
    };
  },
});

export const { useOutboxMessagesQuery, useOutboxMessageQuery } = outboxApi;
