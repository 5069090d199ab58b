import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

/** One mail in one account's mailbox: a sent mail is one row for the sender and one per recipient with an account. */
export interface EmailMessageTable {
  id: Generated<number>;
  account_id: number;
  folder: string;
  from_email: string;
  from_name: string;
  from_avatar: string | null;
  /** JSON list of { name, email }. */
  to_list: string;
  /** JSON lists of addresses. */
  cc_list: Generated<string>;
  bcc_list: Generated<string>;
  subject: string;
  /** Sanitised HTML. */
  message: string;
  /** JSON list of { fileName, thumbnail, url, size }. */
  attachments: Generated<string>;
  /** JSON list of label names. */
  labels: Generated<string>;
  /** JSON list of earlier messages of the thread. */
  replies: Generated<string>;
  is_starred: Generated<Flag>;
  is_read: Generated<Flag>;
  /** ISO timestamp. */
  time: string;
}

declare module '@/platform/db/database' {
  interface Database {
    email_messages: EmailMessageTable;
  }
}

export type EmailMessageRow = Selectable<EmailMessageTable>;
