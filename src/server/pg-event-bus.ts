import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/platform/db/database';
import type { AppEvent, RelayableEventBus } from '@/platform/events/bus';
import { listMemory } from '@/platform/db/list-memory';
import '@/platform/events/tables';

export const EVENTS_CHANNEL = 'tablero_events';
/** PostgreSQL refuses a notification payload of 8000 bytes or more; leave room for the envelope. */
const INLINE_LIMIT = 7_000;
/** A stored payload only needs to outlive its notification; older ones are deleted as new ones come. */
const STORED_PAYLOAD_TTL_MS = 5 * 60_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/** An event for an account's streams, one stored by reference, or "forget what you remember" from another instance. */
type Envelope = { accountId: number; event: AppEvent } | { ref: number } | { forget: string };

interface RelayOptions {
  url: string;
  db: Db;
  bus: RelayableEventBus;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export interface PgEventRelay {
  /** Whether the listening connection is up (readiness and tests). */
  listening(): boolean;
  /**
   * After a change is committed here: the other instances forget the lists' totals and the sessions they remember
   * (see `list-memory.ts`), rather than keep them for up to 5 s more.
   */
  forgetElsewhere(): void;
  stop(): Promise<void>;
}

/**
 * Makes the process's event bus span every server instance on one PostgreSQL database: publish becomes
 * `NOTIFY tablero_events` with `{accountId, event}`, and one dedicated connection per process LISTENs and
 * hands what arrives to this process's open streams. An event too large for a notification is stored in
 * `event_payloads` and the notification carries its id. When the listening connection drops, it is opened
 * again with a growing pause; events published meanwhile do not reach this instance's streams.
 */
export async function startPgEventRelay({ url, db, bus, log }: RelayOptions): Promise<PgEventRelay> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pause = RECONNECT_MIN_MS;
  const instance = crypto.randomUUID();
  // Sends and deliveries each go one after another, so the order of events is kept.
  let sending: Promise<void> = Promise.resolve();
  let delivering: Promise<void> = Promise.resolve();

  const attachment = bus.attachRelay({
    send(accountId, event) {
      sending = sending.then(() => notify({ accountId, event }).catch((error: unknown) => {
        log.error({ err: error }, 'could not publish an event to the other instances; delivered here only');
        attachment.deliver(accountId, event);
      }));
    },
  });

  async function notify(envelope: { accountId: number; event: AppEvent }) {
    let payload = JSON.stringify(envelope);
    if (new TextEncoder().encode(payload).length > INLINE_LIMIT) {
      const now = new Date();
      await db.deleteFrom('event_payloads').where('created_at', '<', new Date(now.getTime() - STORED_PAYLOAD_TTL_MS).toISOString()).execute();
      const row = await db.insertInto('event_payloads').values({ body: payload, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
      payload = JSON.stringify({ ref: row.id } satisfies Envelope);
    }
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db);
  }

  async function received(payload: string) {
    let envelope = JSON.parse(payload) as Envelope;
    if ('forget' in envelope) {
      if (envelope.forget !== instance) listMemory(db)?.forget();
      return;
    }
    if ('ref' in envelope) {
      const row = await db.selectFrom('event_payloads').select('body').where('id', '=', envelope.ref).executeTakeFirst();
      if (!row) return;
      envelope = JSON.parse(row.body) as Envelope;
    }
    if ('accountId' in envelope && typeof envelope.accountId === 'number' && envelope.event && typeof envelope.event.type === 'string') {
      attachment.deliver(envelope.accountId, envelope.event);
    }
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const payload = message.payload;
      delivering = delivering.then(() => received(payload).catch((error: unknown) => log.error({ err: error }, 'could not read an event from another instance')));
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err: error }, `event listener connection lost; reconnecting in ${pause} ms`);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    pause = RECONNECT_MIN_MS;
  }

  function scheduleReconnect() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => log.info('event listener connection restored'),
        (error: unknown) => {
          pause = Math.min(RECONNECT_MAX_MS, pause * 2);
          log.warn({ err: error }, `event listener could not reconnect; next try in ${pause} ms`);
          scheduleReconnect();
        },
      );
    }, pause);
  }

  try {
    await connect();
  } catch (error) {
    attachment.detach();
    throw error;
  }

  return {
    listening: () => client !== null,
    forgetElsewhere() {
      sending = sending.then(() =>
        sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ forget: instance } satisfies Envelope)})`
          .execute(db)
          .then(() => undefined, (error: unknown) => log.error({ err: error }, 'could not tell the other instances to forget their remembered lists')),
      );
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      attachment.detach();
      await sending;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
