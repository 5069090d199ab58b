import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { chatContract } from '../contract';
import { chatRoutes } from '../routes';

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
      chatsAndContacts: chat.query('chatsAndContacts', undefined, { providesTags: [LIST] }),
      chat: chat.query('getChat', (id: number) => ({ query: { id } }), {
        providesTags: (_result, _error, id) => [{ type: 'Chat', id }],
        // Opening zeroes the unseen count on the server; the list shows it at once.
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chatsAndContacts', undefined, (draft) => {
              const entry = draft.chatsContacts.find((c) => c.chat.id === id);
              if (entry) entry.chat.unseenMsgs = 0;
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
                draft.chat = data.chat;
              }),
            );
          }
        },
      }),
    };
  },
});

export const { useChatProfileQuery, useUpdateChatProfileMutation, useChatsAndContactsQuery, useChatQuery, useSendChatMessageMutation } = chatApi;
