import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerEvents } from '@/web/api/use-server-events';
import { notify } from '@/web/feedback/notify';
import { useAppDispatch, type RootState } from '@/web/store';
import type { ChatMessageEvent } from '../contract';
import { CHAT_MESSAGE_EVENT } from '../routes';
import { chatApi } from './chat-api';

/**
 * Keeps the chat page live: a message for the open chat is fetched at once (which also marks it
 * seen), then the list follows (last message, order, unseen badges). A message for another chat
 * shows a toast when the person keeps notifications on. After a reconnection everything is
 * refetched, since events may have been missed meanwhile.
 */
export function useChatLive(openChatId: number | undefined, openContactId: number | null) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const open = useRef(openChatId);
  const openContact = useRef(openContactId);
  useEffect(() => {
    open.current = openChatId;
    openContact.current = openContactId;
  });

  const announce = (event: ChatMessageEvent) =>
    dispatch((_: unknown, getState: () => unknown) => {
      const state = getState() as RootState;
      const profile = chatApi.endpoints.chatProfile.select()(state).data;
      if (!profile?.settings.isNotificationsOn || event.message.senderId === profile.id) return;
      const lists = chatApi.endpoints.chatsAndContacts.select('')(state).data;
      const sender = [...(lists?.chatsContacts ?? []), ...(lists?.contacts ?? [])].find((c) => c.id === event.contactId);
      if (sender) notify.info(t('chat.newMessage', { name: sender.fullName }));
    });

  useServerEvents(
    {
      [CHAT_MESSAGE_EVENT]: (data) => {
        const event = data as ChatMessageEvent;
        void (async () => {
          if (open.current === event.chatId) {
            await dispatch(chatApi.endpoints.chat.initiate(event.chatId, { subscribe: false, forceRefetch: true }));
          } else if (openContact.current !== event.contactId) {
            // (A first message from the open contact creates the chat: the list brings it, no toast needed.)
            announce(event);
          }
          dispatch(chatApi.util.invalidateTags([{ type: 'Chat', id: 'LIST' }]));
        })();
      },
    },
    () => dispatch(chatApi.util.invalidateTags(['Chat'])),
  );
}
