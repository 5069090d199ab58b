import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { searchContract } from '../contract';
import { searchRoutes } from '../routes';
import { bookmarksApi } from './bookmarks-api';

/** The dialog's endpoints, loaded with it: the search, and the star that toggles a bookmark. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => {
    const search = contractEndpoints<typeof searchContract>(build, searchRoutes);
    return {
      toggleBookmark: search.mutation('toggleBookmark', ({ id }: { id: string; accountId: number }) => ({ body: { id } }), {
        // The answer holds the new list: it replaces the cached one, so the navbar changes without a second request.
        async onQueryStarted({ accountId }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) dispatch(bookmarksApi.util.upsertQueryData('bookmarks', accountId, { bookmarks: result.data.bookmarks }));
        },
      }),
      mainSearch: search.query('search', 'query.q', { keepUnusedDataFor: 30 }),
    };
  },
});

export const { useToggleBookmarkMutation, useMainSearchQuery } = searchApi;
