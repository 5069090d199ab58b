import type { Generated, Selectable } from 'kysely';

export interface ChatProfileTable {
  account_id: number;
  /** Job title shown under the name; the account's role when absent. */
  job_title: string | null;
  about: string;
  status: string;
  /** JSON of ChatSettings. */
  settings: string;
  updated_at: string;
}

/** One side of a conversation: the owner's view of their chat with a contact. */
export interface ChatTable {
  id: Generated<number>;
  account_id: number;
  contact_id: number;
  unseen_msgs: Generated<number>;
  last_message_at: string | null;
}

/** Messages are stored on both sides, each side owning its copy. */
export interface ChatMessageTable {
  id: Generated<number>;
  chat_id: number;
  sender_id: number;
  message: string;
  time: string;
}

declare module '@/platform/db/database' {
  interface Database {
    chat_profiles: ChatProfileTable;
    chats: ChatTable;
    chat_messages: ChatMessageTable;
  }
}

export type ChatProfileRow = Selectable<ChatProfileTable>;
export type ChatRow = Selectable<ChatTable>;
