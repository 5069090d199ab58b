import type { Generated } from 'kysely';

/** A ticket that opens the event stream once, kept as the SHA-256 digest of its text. */
export interface EventTicketTable {
  token_digest: string;
  account_id: number;
  expires_at: string;
}

/** An event too large for a notification: the notification names its row instead. */
export interface EventPayloadTable {
  id: Generated<number>;
  body: string;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    event_tickets: EventTicketTable;
    event_payloads: EventPayloadTable;
  }
}
