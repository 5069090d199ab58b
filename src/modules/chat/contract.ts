import { z } from 'zod';
import { multiLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { CHAT_STATUSES, ABOUT_MAX, MESSAGE_MAX, chatRoutes } from './routes';


export const chatSettings = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettings>;

export const profileUser = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: z.enum(CHAT_STATUSES),
  settings: chatSettings,
});
export type ProfileUser = z.infer<typeof profileUser>;

export const contact = profileUser.omit({ settings: true });
export type Contact = z.infer<typeof contact>;

export const message = z.object({ message: z.string(), time: z.string(), senderId: z.number() });
export type ChatMessage = z.infer<typeof message>;

export const chat = z.object({ id: z.number(), userId: z.number(), unseenMsgs: z.number(), chat: z.array(message) });
export type Chat = z.infer<typeof chat>;

export const chatContact = contact.extend({
  chat: z.object({ id: z.number(), unseenMsgs: z.number(), lastMessage: message.nullable() }),
});
export type ChatContact = z.infer<typeof chatContact>;

export const sendMessageBody = z.object({
  contact: z.object({ id: z.number().int().positive() }),
  message: multiLine().trim().min(1, 'Write a message').max(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const profileUpdate = z
  .object({
    about: multiLine().trim().max(ABOUT_MAX, `At most ${ABOUT_MAX} characters`),
    status: z.enum(CHAT_STATUSES),
    settings: chatSettings.partial(),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** What the event stream carries to the other person when a message arrives. */
export interface ChatMessageEvent {
  chatId: number;
  contactId: number;
  message: ChatMessage;
}

// Chat is personal: every signed-in person has their own chats (the client role too).

export * from './routes';
export const chatContract = defineContract(chatRoutes, {
  profileUser: {
    response: profileUser,
    summary: "The signed-in person's chat profile",
  },
  updateProfileUser: {
    body: profileUpdate,
    response: profileUser,
    summary: 'Changes about, status and settings (only the fields given)',
  },
  chatsAndContacts: {
    response: z.object({ chatsContacts: z.array(chatContact), contacts: z.array(contact) }),
    summary: 'Chats, last message first, and the organisation members without a chat yet',
  },
  getChat: {
    query: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ chat, contact }),
    summary: 'One of your chats by id; opening it zeroes its unseen count',
  },
  sendMessage: {
    body: sendMessageBody,
    response: z.object({ newMessageData: message, id: z.number(), chat }),
    summary: 'Sends a message to a contact, creating the chat when there is none',
  },
});
