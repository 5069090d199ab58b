import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Db } from '@/platform/db/database';
import { queueMail, type MailMessage } from '@/platform/mail/outbox';
import { createTestApp } from './test-app';
import { MAX_ATTEMPTS, retryAt, startMailDelivery, type MailDelivery, type MailLog } from './mail-delivery';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server of the test's own, on a free port; `refuse` makes it turn every recipient away. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    // The client would upgrade to TLS against the server's self-signed certificate; plain text is enough here.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function recordingLog() {
  const lines: { level: string; data: Record<string, unknown>; message: string }[] = [];
  const log: MailLog = {
    info: (data, message) => lines.push({ level: 'info', data: data as Record<string, unknown>, message }),
    warn: (data, message) => lines.push({ level: 'warn', data: data as Record<string, unknown>, message }),
  };
  return { lines, log };
}

const message = (to: string): MailMessage => ({
  kind: 'reset-password',
  to,
  subject: 'Reset your password',
  body: 'Someone asked to reset the password of this account. Open the link to choose a new one.',
  link: `http://localhost:3000/reset-password?token=tok-${to.split('@')[0]}`,
});

const rowOf = (db: Db, id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const deliveries: MailDelivery[] = [];
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
});
afterEach(async () => {
  smtp.state.refuse = false;
  await Promise.all(deliveries.splice(0).map((d) => d.stop()));
  // Each test counts what its own run handles: nothing left over is due.
  await t.db.updateTable('outbox').set({ next_attempt_at: null }).execute();
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

/** A delivery without a timer, on the shared database; its clock stands still until the test moves it. */
function delivery(options: { smtpUrl?: string } = {}) {
  const { lines, log } = recordingLog();
  const clock = { now: new Date() };
  const d = startMailDelivery({ db: t.db, log, smtpUrl: options.smtpUrl, from: 'Tablero <no-reply@tablero.test>', intervalMs: 0, now: () => clock.now });
  deliveries.push(d);
  return { d, lines, clock };
}

describe('delivery by SMTP', () => {
  it('sends a due message once, with its recipient, subject, body and link, and marks it sent', async () => {
    const { d, lines, clock } = delivery({ smtpUrl: smtp.url });
    const to = 'ana.smtp@example.com';
    const id = await queueMail(t.db, clock.now, message(to));
    expect(await d.deliverDue()).toBe(1);

    const mail = smtp.received.find((m) => m.to.includes(to));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@tablero.test');
    expect(mail!.raw).toMatch(/^Subject: Reset your password$/m);
    expect(mail!.raw).toMatch(/^To: ana\.smtp@example\.com$/m);
    expect(mail!.raw.replace(/=\r\n/g, '')).toContain('Open the link to choose a new one.');
    expect(mail!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(message(to).link);

    const row = await rowOf(t.db, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.next_attempt_at).toBeNull();
    expect(row.last_error).toBeNull();
    expect(lines.filter((l) => l.level === 'info' && (l.data.mail as { id: number }).id === id)).toHaveLength(1);

    // Nothing is due any more: a second run sends nothing.
    const before = smtp.received.length;
    expect(await d.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(before);
  });

  it('keeps a refused message for a retry with backoff, and delivers it once the server takes it', async () => {
    const { d, clock } = delivery({ smtpUrl: smtp.url });
    const to = 'bea.retry@example.com';
    const id = await queueMail(t.db, clock.now, message(to));
    smtp.state.refuse = true;
    await d.deliverDue();

    const failed = await rowOf(t.db, id);
    expect(failed.attempts).toBe(1);
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/Mailbox unavailable|550/);
    expect(failed.next_attempt_at! > clock.now.toISOString()).toBe(true);
    expect(failed.next_attempt_at).toBe(retryAt(clock.now, 1));

    // Not due yet: the server recovers, but nothing goes before the retry time.
    smtp.state.refuse = false;
    expect(await d.deliverDue()).toBe(0);
    expect(smtp.received.some((m) => m.to.includes(to))).toBe(false);

    clock.now = new Date(failed.next_attempt_at!);
    expect(await d.deliverDue()).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    const sent = await rowOf(t.db, id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.attempts).toBe(2);
    expect(sent.last_error).toBeNull();
    expect(sent.next_attempt_at).toBeNull();
  });

  it('gives up after the last attempt', async () => {
    const { d, clock } = delivery({ smtpUrl: smtp.url });
    const id = await queueMail(t.db, clock.now, message('cruz.never@example.com'));
    smtp.state.refuse = true;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await d.deliverDue()).toBe(1);
      const row = await rowOf(t.db, id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) clock.now = new Date(row.next_attempt_at!);
      else expect(row.next_attempt_at).toBeNull();
    }
    expect(await d.deliverDue()).toBe(0);
  });

  it('a closed port counts as a failure, not a crash', async () => {
    const closed = await startSmtp();
    await closed.close();
    const { d, clock } = delivery({ smtpUrl: closed.url });
    const id = await queueMail(t.db, clock.now, message('dani.closed@example.com'));
    await d.deliverDue();
    const row = await rowOf(t.db, id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.next_attempt_at).toBe(retryAt(clock.now, 1));
  });

  it('two servers on one database send a message only once', async () => {
    const first = delivery({ smtpUrl: smtp.url });
    const second = delivery({ smtpUrl: smtp.url });
    const to = 'eva.twice@example.com';
    await queueMail(t.db, first.clock.now, message(to));
    second.clock.now = first.clock.now;
    const handled = await Promise.all([first.d.deliverDue(), second.d.deliverDue()]);
    expect(handled[0] + handled[1]).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describe('delivery without SMTP', () => {
  it('logs the message once and marks it done, unsent', async () => {
    const { d, lines, clock } = delivery();
    const to = 'fede.logged@example.com';
    const id = await queueMail(t.db, clock.now, message(to));
    await d.deliverDue();
    await d.deliverDue();
    const logged = lines.filter((l) => (l.data.mail as { to?: string } | undefined)?.to === to);
    expect(logged).toHaveLength(1);
    expect(logged[0].level).toBe('info');
    expect(logged[0].data.mail).toMatchObject({ kind: 'reset-password', to, subject: 'Reset your password', link: message(to).link });
    const row = await rowOf(t.db, id);
    expect(row.sent_at).toBeNull();
    expect(row.next_attempt_at).toBeNull();
    expect(row.attempts).toBe(0);
  });
});

describe('delivery in the server', () => {
  it('runs on its own timer and stops when the server closes', async () => {
    const app = await createTestApp({ smtpUrl: smtp.url, mailIntervalMs: 20 });
    try {
      const to = 'gala.timer@example.com';
      await queueMail(app.db, new Date(), message(to));
      await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes(to))).toBe(true), { timeout: 5000, interval: 20 });
    } finally {
      await app.app.close();
    }
  });

  it('looks at once after a request that changed something, without waiting for the timer', async () => {
    const app = await createTestApp({ smtpUrl: smtp.url, mailIntervalMs: 60 * 60_000 });
    try {
      const to = 'hugo.woken@example.com';
      await queueMail(app.db, new Date(), message(to));
      // Any request that is not a read wakes delivery; signing in is one.
      await app.login();
      await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes(to))).toBe(true), { timeout: 5000, interval: 20 });
    } finally {
      await app.app.close();
    }
  });
});
