import { defineRoutes } from '@/platform/contract/define-routes';

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
const access = (action: 'read' | 'create' | 'update') => ({ action, subject: 'Chat' }) as const;

export const chatRoutes = defineRoutes({
  profileUser: { method: 'GET', path: '/apps/chat/users/profile-user', access: access('read') },
  updateProfileUser: { method: 'POST', path: '/apps/chat/users/profile-user', access: access('update') },
  chatsAndContacts: { method: 'GET', path: '/apps/chat/chats-and-contacts', access: access('read') },
  getChat: { method: 'GET', path: '/apps/chat/get-chat', access: access('read') },
  sendMessage: { method: 'POST', path: '/apps/chat/send-msg', access: access('create') },
});
