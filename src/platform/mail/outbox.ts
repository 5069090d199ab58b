import type { Db } from '@/platform/db/database';
import type { MailKind } from './kinds';

export type { MailKind } from './kinds';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
  link: string;
}

/**
 * Stores a message the system would e-mail, in the caller's transaction. Delivery (log and SMTP)
 * happens after, outside the request, so a slow or absent mail server never holds anyone up.
 */
export async function queueMail(db: Db, now: Date, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      body: message.body,
      link: message.link,
      created_at: now.toISOString(),
      sent_at: null,
      next_attempt_at: now.toISOString(),
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
