import { defineRoutes } from '@/platform/contract/define-routes';
import { chatAccess } from './access';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const ABOUT_MAX = 160;
export const MESSAGE_MAX = 2000;
/** Messages a chat shows at first and loads each time the person scrolls to the top. */
export const MESSAGES_PAGE = 50;
export const MESSAGES_PAGE_MAX = 200;
/** Contacts without a chat listed at once; the search box finds the rest. */
export const CONTACTS_PAGE = 50;
export const CHAT_MESSAGE_EVENT = 'chat.message';

export const chatRoutes = defineRoutes({
  profileUser: { method: 'GET', path: '/apps/chat/users/profile-user', access: chatAccess('read') },
  updateProfileUser: { method: 'POST', path: '/apps/chat/users/profile-user', access: chatAccess('update') },
  chatsAndContacts: { method: 'GET', path: '/apps/chat/chats-and-contacts', access: chatAccess('read') },
  getChat: { method: 'GET', path: '/apps/chat/get-chat', access: chatAccess('read') },
  sendMessage: { method: 'POST', path: '/apps/chat/send-msg', access: chatAccess('create') },
});
