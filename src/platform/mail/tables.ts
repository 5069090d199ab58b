import type { Generated, Selectable } from 'kysely';

/** What the system would e-mail: each message is kept here, logged, and delivered by SMTP when one is configured. */
export interface OutboxTable {
  id: Generated<number>;
  /** invitation | reset-password | verify-email */
  kind: string;
  to_address: string;
  subject: string;
  /** Plain text body; `link` is the one action it asks for. */
  body: string;
  link: string;
  created_at: string;
  /** Set once an SMTP server accepted it (stays null when no SMTP server is configured). */
  sent_at: string | null;
  attempts: Generated<number>;
  /** When delivery is tried next; null once sent or given up. */
  next_attempt_at: string | null;
  last_error: string | null;
}

declare module '@/platform/db/database' {
  interface Database {
    outbox: OutboxTable;
  }
}

export type OutboxRow = Selectable<OutboxTable>;
