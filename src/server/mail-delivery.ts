import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '@/platform/db/database';
import type { OutboxRow } from '@/platform/mail/tables';

/** The log lines delivery writes (the app's pino logger fits). */
export interface MailLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface MailDeliveryOptions {
  db: Db;
  log: MailLog;
  /** smtp://user:pass@host:port; without it messages are only logged. */
  smtpUrl?: string;
  from: string;
  /** How often due messages are looked for; 0 runs no timer (tests call `deliverDue`). */
  intervalMs?: number;
  now?: () => Date;
}

export interface MailDelivery {
  /** Delivers what is due now; resolves with how many messages this run handled. */
  deliverDue(): Promise<number>;
  /** Looks for due messages at once instead of at the next tick (after a request queued one). */
  wake(): void;
  /** Stops the timer, waits for the run under way and closes the SMTP connection. */
  stop(): Promise<void>;
}

/** Wait before each retry, by failed attempts so far; after the last, delivery gives up. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000, 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed message is left alone by other servers this long; longer than the SMTP timeouts below. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** The text sent: the body, with the link after it unless the body already holds it. */
export function mailText(row: Pick<OutboxRow, 'body' | 'link'>): string {
  return row.body.includes(row.link) ? row.body : `${row.body}\n\n${row.link}`;
}

/** Where a retry after `attempts` failures is due, or null when delivery gives up. */
export function retryAt(now: Date, attempts: number): string | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]).toISOString();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Takes messages from the outbox, outside any request: logs each once and, with an SMTP server
 * configured, sends it, retrying failures later with backoff. Several servers may share one database:
 * each message is claimed with a conditional update first, so only one of them sends it.
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, log, from } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 1000;
  const transport: Transporter | null = options.smtpUrl
    ? createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : null;

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Runs never overlap: each waits for the one before.
  let running: Promise<number> = Promise.resolve(0);

  async function claim(row: OutboxRow, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(at.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.attempts === 0) {
      log.info({ mail: { id: row.id, kind: row.kind, to: row.to_address, subject: row.subject, link: row.link } }, `Mail ${row.kind} to ${row.to_address}`);
    }
    if (!transport) {
      await db.updateTable('outbox').set({ next_attempt_at: null }).where('id', '=', row.id).execute();
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({ from, to: row.to_address, subject: row.subject, text: mailText(row) });
      await db
        .updateTable('outbox')
        .set({ sent_at: now().toISOString(), next_attempt_at: null, attempts, last_error: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const next = retryAt(now(), attempts);
      const lastError = errorText(error);
      await db.updateTable('outbox').set({ attempts, last_error: lastError, next_attempt_at: next }).where('id', '=', row.id).execute();
      log.warn({ mail: { id: row.id, to: row.to_address, attempts, retryAt: next }, err: lastError }, next ? `Mail ${row.id} not delivered; trying again later` : `Mail ${row.id} not delivered; giving up`);
    }
  }

  async function runOnce(): Promise<number> {
    const at = now();
    const due = await db
      .selectFrom('outbox')
      .selectAll()
      .where('next_attempt_at', '<=', at.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let handled = 0;
    for (const row of due) {
      if (stopped) break;
      if (!(await claim(row, at))) continue;
      await deliver(row);
      handled += 1;
    }
    return handled;
  }

  function deliverDue(): Promise<number> {
    running = running.then(runOnce, runOnce);
    return running;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      deliverDue().then(
        () => schedule(intervalMs),
        (error: unknown) => {
          log.warn({ err: errorText(error) }, 'Mail delivery run failed');
          schedule(intervalMs);
        },
      );
    }, delay);
    timer.unref?.();
  }

  schedule(intervalMs);
  return {
    deliverDue,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      transport?.close();
    },
  };
}
