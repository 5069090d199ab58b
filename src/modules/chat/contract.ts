import { z } from 'zod';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { multiLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { searchTerm } from '@/platform/contract/lists';
import { CHAT_STATUSES, ABOUT_MAX, MESSAGE_MAX, MESSAGES_PAGE, MESSAGES_PAGE_MAX, chatRoutes } from './routes';


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

/** A message; its id orders the chat and is the cursor for older messages. */
export const message = z.object({ id: z.number(), message: z.string(), time: z.string(), senderId: z.number() });
export type ChatMessage = z.infer<typeof message>;

/** A chat with a page of its messages, oldest first; hasOlder says whether messages come before them. */
export const chat = z.object({ id: z.number(), userId: z.number(), unseenMsgs: z.number(), chat: z.array(message), hasOlder: z.boolean() });
export type Chat = z.infer<typeof chat>;

export const chatContact = contact.extend({
  chat: z.object({ id: z.number(), unseenMsgs: z.number(), lastMessage: message.nullable() }),
});
export type ChatContact = z.infer<typeof chatContact>;

export const sendMessageBody = z.object({
  contact: z.object({ id: recordId() }),
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
    query: z.object({ q: searchTerm }),
    response: z.object({ chatsContacts: z.array(chatContact), contacts: z.array(contact) }),
    summary: 'Chats, last message first, and a page of the organisation members without a chat yet; q keeps the names that contain it',
  },
  getChat: {
    query: z.object({
      id: recordIdParam(),
      /** A message id: the page holds the messages just before it. */
      before: recordIdParam().optional(),
      limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE),
    }),
    response: z.object({ chat, contact }),
    summary: 'One of your chats by id with its newest messages (or those before `before`); opening it zeroes its unseen count',
  },
  sendMessage: {
    body: sendMessageBody,
    response: z.object({ newMessageData: message, id: z.number(), chat }),
    summary: 'Sends a message to a contact, creating the chat when there is none; the chat comes with its newest messages',
  },
});
