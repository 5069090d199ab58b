import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { chatContract, type ProfileUpdate, type SendMessageBody } from '../contract';

type C = typeof chatContract;
const LIST = { type: 'Chat' as const, id: 'LIST' };

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatProfile: build.query<EndpointResponse<C['profileUser']>, void>({
      query: () => requestFor(chatContract.profileUser),
      providesTags: ['ChatProfile'],
    }),
    updateChatProfile: build.mutation<EndpointResponse<C['updateProfileUser']>, ProfileUpdate>({
      query: (body) => requestFor(chatContract.updateProfileUser, { body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(chatApi.util.upsertQueryData('chatProfile', undefined, data));
      },
    }),
    chatsAndContacts: build.query<EndpointResponse<C['chatsAndContacts']>, void>({
      query: () => requestFor(chatContract.chatsAndContacts),
      providesTags: [LIST],
    }),
    chat: build.query<EndpointResponse<C['getChat']>, number>({
      query: (id) => requestFor(chatContract.getChat, { query: { id } } as EndpointInput<C['getChat']>),
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
    sendChatMessage: build.mutation<EndpointResponse<C['sendMessage']>, SendMessageBody>({
      query: (body) => requestFor(chatContract.sendMessage, { body }),
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
  }),
});

export const { useChatProfileQuery, useUpdateChatProfileMutation, useChatsAndContactsQuery, useChatQuery, useSendChatMessageMutation } = chatApi;
