import type { FastifyInstance } from 'fastify';
import { sessionUser } from './routes';
import type { TokenSettings } from '@/platform/auth/tokens';
import { Unauthorized } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import { eventBus as defaultBus, type AppEvent, type EventBus } from '@/platform/events/bus';
import { createTicketStore, type TicketStore } from '@/platform/events/tickets';

interface EventRouteOptions {
  db: Db;
  tokens: TokenSettings;
  bus?: EventBus;
  /** The database's ticket table unless given. */
  tickets?: TicketStore;
  heartbeatMs?: number;
}

const frame = (event: AppEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The live channel: POST /api/events/ticket trades the bearer token for a single-use ticket that
 * lives 30 s; GET /api/events?ticket=… is a Server-Sent Events stream of the signed-in account's
 * events (module events such as `chat.message`), with a comment line every ~25 s so proxies keep it open.
 * On PostgreSQL the bus spans every instance (src/server/pg-event-bus.ts) and tickets live in the database,
 * so the ticket may come from one instance and the stream from another.
 * Returns how many streams are open (for /metrics).
 */
export function registerEventRoutes(app: FastifyInstance, options: EventRouteOptions) {
  const bus = options.bus ?? defaultBus;
  const tickets = options.tickets ?? createTicketStore(options.db, 30);
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const open = new Set<() => void>();

  // `x-access` is who may call it, as every module route declares it (the authorisation matrix reads it).
  const ticketSchema = { tags: ['events'], summary: 'A single-use ticket (30 s) to open the event stream', security: [{ bearer: [] }], 'x-access': 'signed-in' };
  const streamSchema = { tags: ['events'], summary: 'Server-Sent Events of the signed-in account (open with a ticket)', 'x-access': 'ticket' };

  app.post('/api/events/ticket', { schema: ticketSchema }, async (request) => {
    const account = await sessionUser(request, options.db, options.tokens);
    if (!account) throw new Unauthorized();
    return tickets.issue(account.id);
  });

  app.get<{ Querystring: { ticket?: string } }>('/api/events', { schema: streamSchema }, async (request, reply) => {
    const accountId = await tickets.redeem(String(request.query.ticket ?? ''));
    if (accountId === null) throw new Unauthorized('Invalid or expired ticket');

    // Written by hand, past compression and serialisation: the response stays open.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    const unsubscribe = bus.subscribe(accountId, (event) => res.write(frame(event)));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    // A stream lives no longer than the access token that opened it: the browser then reconnects
    // with a fresh ticket, which needs a valid (refreshed) token, so a stream never outlives its session.
    const expiry = setTimeout(() => close(), options.tokens.accessTtlSeconds * 1000);
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      open.delete(close);
      if (!res.writableEnded) res.end();
    };
    open.add(close);
    request.raw.on('close', close);
  });

  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  return { openStreams: () => open.size };
}
