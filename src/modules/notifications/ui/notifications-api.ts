import type { EndpointInput } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { notificationsContract } from '../contract';
import { notificationsRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Notification: true;
  }
}

type MarkRead = EndpointInput<(typeof notificationsContract)['markRead']>;

/**
 * The list is cached per account id (the server reads the user from the token): after one user signs out
 * and another signs in, the second never sees the first one's cached notifications.
 */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => {
    const notifications = contractEndpoints<typeof notificationsContract>(build, notificationsRoutes);
    return {
      notifications: notifications.query('list', (_accountId: number) => ({}), { providesTags: ['Notification'] }),
      markNotificationsRead: notifications.mutation('markRead', ({ body }: MarkRead & { accountId: number }) => ({ body }), {
        // The answer is the fresh list: it replaces the cached one instead of a second request.
        async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) dispatch(notificationsApi.util.upsertQueryData('notifications', accountId, result.data));
        },
      }),
      markAllNotificationsRead: notifications.mutation('markAllRead', (_: { accountId: number }) => ({}), {
        async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) dispatch(notificationsApi.util.upsertQueryData('notifications', accountId, result.data));
        },
      }),
    };
  },
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
