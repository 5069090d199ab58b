import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { requestFor } from '@/web/api/request';
import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import type { Post, ProfileData, profileContract } from '../contract';
import { profileRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Profile: true;
  }
}

type PostsPage = EndpointResponse<(typeof profileContract)['posts']>;

export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => {
    const profile = contractEndpoints<typeof profileContract>(build, profileRoutes);
    /** Changes one post wherever the pages held show it. */
    const patchPost = (postId: number, change: (post: Post) => void) =>
      profileApi.util.updateQueryData('profilePosts', undefined, (draft) => {
        for (const page of draft.pages) for (const post of page.post) if (post.id === postId) change(post);
      });
    const patchData = (change: (data: ProfileData) => void) => profileApi.util.updateQueryData('profileData', undefined, change);
    return {
      profileData: profile.query('data', undefined, { providesTags: ['Profile'] }),
      // The posts, a page at a time by cursor ("load more").
      profilePosts: build.infiniteQuery<PostsPage, void, string | null>({
        infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
        query: ({ pageParam }) => requestFor(profileRoutes.posts, { query: pageParam ? { cursor: pageParam } : {} }),
        providesTags: ['Profile'],
      }),
      setPostLiked: build.mutation<EndpointResponse<(typeof profileContract)['like']>, { postId: number; liked: boolean }>({
        query: ({ postId, liked }) => requestFor(liked ? profileRoutes.like : profileRoutes.unlike, { body: { postId } }),
        // The heart changes at once; the server's count and faces replace the guess when they come.
        async onQueryStarted({ postId, liked }, { dispatch, queryFulfilled }) {
          const guess = dispatch(
            patchPost(postId, (post) => {
              if (post.youLiked !== liked) post.likes += liked ? 1 : -1;
              post.youLiked = liked;
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(patchPost(postId, (post) => Object.assign(post, data)));
          } catch {
            guess.undo();
          }
        },
      }),
      addComment: profile.mutation('comment', 'body', {
        async onQueryStarted({ postId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(
            patchPost(postId, (post) => {
              post.detailedComments.push(data.comment);
              post.comments = data.comments;
            }),
          );
        },
      }),
      vote: profile.mutation('vote', 'body', {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(patchData((draft) => void (draft.polls = draft.polls.map((p) => (p.id === data.id ? data : p)))));
        },
      }),
      connect: profile.mutation('connect', 'body', {
        // The person stays in the list, marked connected, so the choice can be undone from there.
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(
            patchData((draft) => {
              const person = draft.suggestions.find((s) => s.id === data.accountId);
              if (person && person.connected !== data.connected) draft.header.connections += data.connected ? 1 : -1;
              if (person) person.connected = data.connected;
            }),
          );
        },
      }),
      followPage: profile.mutation('followPage', 'body', {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(
            patchData((draft) => {
              const page = draft.suggestedPages.find((p) => p.key === data.page);
              if (page) page.followed = data.followed;
            }),
          );
        },
      }),
    };
  },
});

export const { useProfileDataQuery, useProfilePostsInfiniteQuery, useSetPostLikedMutation, useAddCommentMutation, useVoteMutation, useConnectMutation, useFollowPageMutation } = profileApi;
