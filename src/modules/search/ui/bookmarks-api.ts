import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { searchContract } from '../contract';
import { bookmarksRoute } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Bookmark: true;
  }
}

/**
 * The account's bookmarks, for the navbar (on every page: only this endpoint here; the dialog's are in search-api.ts).
 * Cached per account id (the server reads the user from the token), as the notifications are.
 */
export const bookmarksApi = api.enhanceEndpoints({ addTagTypes: ['Bookmark'] }).injectEndpoints({
  endpoints: (build) => ({
    bookmarks: contractEndpoints<Pick<typeof searchContract, 'bookmarks'>>(build, { bookmarks: bookmarksRoute }).query('bookmarks', (_accountId: number) => ({}), { providesTags: ['Bookmark'] }),
  }),
});

export const { useBookmarksQuery } = bookmarksApi;
