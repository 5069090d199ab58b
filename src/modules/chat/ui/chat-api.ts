import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { chatContract } from '../contract';
import { chatRoutes } from '../routes';
import { withNewest, withOlder } from './chat-history';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Chat: true;
    ChatProfile: true;
  }
}

const LIST = { type: 'Chat' as const, id: 'LIST' };

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['Chat', 'ChatProfile'] }).injectEndpoints({
  endpoints: (build) => {
    const chat = contractEndpoints<typeof chatContract>(build, chatRoutes);
    return {
      chatProfile: chat.query('profileUser', undefined, { providesTags: ['ChatProfile'] }),
      updateChatProfile: chat.mutation('updateProfileUser', 'body', {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.upsertQueryData('chatProfile', undefined, data));
        },
      }),
      // The argument is the search ('' for everyone): the server filters by name.
      chatsAndContacts: chat.query('chatsAndContacts', (q: string) => ({ query: { q } }), { providesTags: [LIST] }),
      // The newest messages; a refetch (a live message, a reconnection) keeps the older pages loaded above.
      chat: chat.query('getChat', (id: number) => ({ query: { id } }), {
        providesTags: (_result, _error, id) => [{ type: 'Chat', id }],
        merge: (current, incoming) => ({ ...incoming, chat: withNewest(current.chat, incoming.chat) }),
        // Opening zeroes the unseen count on the server; the lists show it at once.
        async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
          await queryFulfilled;
          for (const q of chatApi.util.selectCachedArgsForQuery(getState(), 'chatsAndContacts')) {
            dispatch(
              chatApi.util.updateQueryData('chatsAndContacts', q, (draft) => {
                const entry = draft.chatsContacts.find((c) => c.chat.id === id);
                if (entry) entry.chat.unseenMsgs = 0;
              }),
            );
          }
        },
      }),
      // A page of older messages, put above those of the open chat.
      olderChatMessages: chat.mutation('getChat', ({ id, before }: { id: number; before: number }) => ({ query: { id, before } }), {
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chat', id, (draft) => {
              draft.chat = withOlder(draft.chat, data.chat);
            }),
          );
        },
      }),
      sendChatMessage: chat.mutation('sendMessage', 'body', {
        invalidatesTags: [LIST],
        async onQueryStarted(_, { dispatch, getState, queryFulfilled }) {
          const { data } = await queryFulfilled;
          const open = chatApi.util.selectCachedArgsForQuery(getState(), 'chat').includes(data.chat.id);
          if (open) {
            dispatch(
              chatApi.util.updateQueryData('chat', data.chat.id, (draft) => {
                draft.chat = withNewest(draft.chat, data.chat);
              }),
            );
          }
        },
      }),
    };
  },
});

export const { useChatProfileQuery, useUpdateChatProfileMutation, useChatsAndContactsQuery, useChatQuery, useOlderChatMessagesMutation, useSendChatMessageMutation } = chatApi;
