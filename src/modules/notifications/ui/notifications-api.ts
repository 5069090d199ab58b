import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { notificationsContract } from '../contract';

type C = typeof notificationsContract;
type List = EndpointResponse<C['list']>;

/**
 * The list is cached per account id (the server reads the user from the token): after one user signs out
 * and another signs in, the second never sees the first one's cached notifications.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<List, number>({
      query: () => requestFor(notificationsContract.list),
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<List, EndpointInput<C['markRead']> & { accountId: number }>({
      query: ({ body }) => requestFor(notificationsContract.markRead, { body }),
      // The answer is the fresh list: it replaces the cached one instead of a second request.
      async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(notificationsApi.util.upsertQueryData('notifications', accountId, result.data));
      },
    }),
    markAllNotificationsRead: build.mutation<List, { accountId: number }>({
      query: () => requestFor(notificationsContract.markAllRead),
      async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(notificationsApi.util.upsertQueryData('notifications', accountId, result.data));
      },
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
