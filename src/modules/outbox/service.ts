import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import { offsetOf } from '@/platform/contract/lists';
import { countRows } from '@/platform/db/counts';
import { containsText } from '@/platform/db/sql';
import type { OutboxRow } from '@/platform/mail/tables';
import type { OutboxMessage, OutboxSummary, outboxListQuery } from './contract';
import type { DeliveryState } from './routes';

/** Read from the delivery columns: sent, still to try (first time or again), or done without SMTP or after giving up. */
export function deliveryState(row: Pick<OutboxRow, 'sent_at' | 'next_attempt_at' | 'attempts'>): DeliveryState {
  if (row.sent_at !== null) return 'sent';
  if (row.next_attempt_at !== null) return row.attempts > 0 ? 'retrying' : 'queued';
  return row.attempts > 0 ? 'failed' : 'logged';
}

function summaryOf(row: Omit<OutboxRow, 'body' | 'link' | 'last_error'>): OutboxSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    state: deliveryState(row),
  };
}

/** Newest first; search on recipient or subject; kind filter; counted and paged in SQL. */
export async function listMessages(ctx: ServiceContext, query: z.output<typeof outboxListQuery>) {
  let filtered = ctx.db.selectFrom('outbox');
  if (query.q) filtered = filtered.where((eb) => eb.or([containsText(ctx.db, eb.ref('to_address'), query.q), containsText(ctx.db, eb.ref('subject'), query.q)]));
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  const [total, rows] = await Promise.all([
    countRows(ctx.db, filtered),
    filtered
      .select(['id', 'kind', 'to_address', 'subject', 'created_at', 'sent_at', 'attempts', 'next_attempt_at'])
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset(offsetOf(query.page, query.perPage))
      .execute(),
  ]);
  return { messages: rows.map(summaryOf), total };
}

export async function getMessage(ctx: ServiceContext, id: number): Promise<OutboxMessage> {
  const row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Message ${id} not found`);
  return { ...summaryOf(row), body: row.body, link: row.link, lastError: row.last_error };
}
