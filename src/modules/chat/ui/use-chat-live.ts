import { useEffect, useRef } from 'react';
import { useServerEvents } from '@/web/api/use-server-events';
import { useAppDispatch } from '@/web/store';
import { CHAT_MESSAGE_EVENT, type ChatMessageEvent } from '../contract';
import { chatApi } from './chat-api';

/**
 * Keeps the chat page live: a message for the open chat is fetched at once (which also marks it
 * seen), then the list follows (last message, order, unseen badges). After a reconnection
 * everything is refetched, since events may have been missed meanwhile.
 */
export function useChatLive(openChatId: number | undefined) {
  const dispatch = useAppDispatch();
  const open = useRef(openChatId);
  useEffect(() => {
    open.current = openChatId;
  });

  useServerEvents(
    {
      [CHAT_MESSAGE_EVENT]: (data) => {
        const event = data as ChatMessageEvent;
        void (async () => {
          if (open.current === event.chatId) {
            await dispatch(chatApi.endpoints.chat.initiate(event.chatId, { subscribe: false, forceRefetch: true }));
          }
          dispatch(chatApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }]));
        })();
      },
    },
    () => dispatch(chatApi.util.invalidateTags(['Chat'])),
  );
}
