import { z } from 'zod';
import { recordIdParam } from '@/platform/contract/record-id';
import { defineContract } from '@/platform/contract/define-contract';
import { pagingQuery, searchTerm } from '@/platform/contract/lists';
import { MAIL_KINDS } from '@/platform/mail/kinds';
import { DELIVERY_STATES, outboxRoutes } from './routes';

export const outboxSummary = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

export const outboxMessage = outboxSummary.extend({
  body: z.string(),
  link: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxListQuery = z.object({
  q: searchTerm,
  kind: z.enum(MAIL_KINDS).optional(),
  ...pagingQuery(10),
});

export const outboxContract = defineContract(outboxRoutes, {
  list: {
    query: outboxListQuery,
    response: z.object({ messages: z.array(outboxSummary), total: z.number() }),
    summary: 'What the system e-mailed, newest first: searched on recipient or subject, filtered by kind, paged in SQL',
  },
  get: {
    query: z.object({ id: recordIdParam() }),
    response: outboxMessage,
    summary: 'One message of the outbox, whole',
  },
});
