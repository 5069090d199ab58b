import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail, type MailMessage } from '@/platform/mail/outbox';
import { createTestApp } from '@/server/test-app';
import { deliveryState } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
const ids: Record<string, number> = {};

const mail = (kind: MailMessage['kind'], to: string, subject: string): MailMessage => ({
  kind,
  to,
  subject,
  body: `Hello ${to}, follow the link.`,
  link: `http://localhost:3000/${kind}?token=${to}`,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const start = Date.parse('2026-11-23T10:00:00Z');
  const messages = [
    mail('invitation', 'lola.invited@example.com', 'You are invited to Tablero'),
    mail('reset-password', 'mario.reset@example.com', 'Reset your password'),
    mail('verify-email', 'nora.verify@example.com', 'Confirm your e-mail address'),
    mail('reset-password', 'oscar.reset@example.com', 'Reset your password'),
  ];
  for (const [i, message] of messages.entries()) ids[message.to] = await queueMail(t.db, new Date(start + i * 60_000), message);
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/apps/outbox${url}`, headers });

describe('GET /api/apps/outbox/messages', () => {
  it('lists every message, newest first, with its delivery state', async () => {
    const res = await get('/messages');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.messages.map((m: { to: string }) => m.to)).toEqual(['oscar.reset@example.com', 'nora.verify@example.com', 'mario.reset@example.com', 'lola.invited@example.com']);
    expect(body.messages[0]).toMatchObject({ kind: 'reset-password', subject: 'Reset your password', state: 'queued', attempts: 0, sentAt: null, createdAt: '2026-11-23T10:03:00.000Z' });
    // The list leaves the body and link to the one-message endpoint.
    expect(body.messages[0]).not.toHaveProperty('link');
  });

  it('searches recipient or subject, case-insensitively, and counts what it found', async () => {
    const byAddress = (await get('/messages?q=NORA.VERIFY')).json();
    expect(byAddress.total).toBe(1);
    expect(byAddress.messages[0].to).toBe('nora.verify@example.com');
    const bySubject = (await get(`/messages?q=${encodeURIComponent('reset your')}`)).json();
    expect(bySubject.total).toBe(2);
    // LIKE wildcards are searched as themselves.
    expect((await get('/messages?q=%25')).json().total).toBe(0);
  });

  it('filters by kind and pages in SQL', async () => {
    const resets = (await get('/messages?kind=reset-password')).json();
    expect(resets.total).toBe(2);
    expect(resets.messages.every((m: { kind: string }) => m.kind === 'reset-password')).toBe(true);
    const second = (await get('/messages?perPage=3&page=2')).json();
    expect(second.total).toBe(4);
    expect(second.messages.map((m: { to: string }) => m.to)).toEqual(['lola.invited@example.com']);
  });

  it.each([
    ['kind=newsletter', 'query.kind'],
    ['page=0', 'query.page'],
    ['perPage=500', 'query.perPage'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await get(`/messages?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().issues)).toContain(path.split('.')[1]);
  });

  it('401 without a session, 403 for the client role', async () => {
    expect((await get('/messages', {})).statusCode).toBe(401);
    const client = await t.login('client@demo.com');
    expect((await get('/messages', client.headers)).statusCode).toBe(403);
    // Access is checked before the input: the client learns nothing from a bad query either.
    expect((await get('/messages?kind=nonsense', client.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/apps/outbox/message', () => {
  it('gives one message whole', async () => {
    const id = ids['lola.invited@example.com'];
    const res = await get(`/message?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      kind: 'invitation',
      to: 'lola.invited@example.com',
      subject: 'You are invited to Tablero',
      body: 'Hello lola.invited@example.com, follow the link.',
      link: 'http://localhost:3000/invitation?token=lola.invited@example.com',
      lastError: null,
      state: 'queued',
    });
  });

  it('shows what delivery did to it', async () => {
    const id = ids['mario.reset@example.com'];
    await t.db.updateTable('outbox').set({ attempts: 2, last_error: '550 Mailbox unavailable', next_attempt_at: '2026-11-23T11:00:00.000Z' }).where('id', '=', id).execute();
    expect((await get(`/message?id=${id}`)).json()).toMatchObject({ state: 'retrying', attempts: 2, lastError: '550 Mailbox unavailable' });
  });

  it('404 for an unknown id, 400 for a malformed one, 403 for the client role', async () => {
    expect((await get('/message?id=999999')).statusCode).toBe(404);
    const bad = await get('/message?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('id');
    const client = await t.login('client@demo.com');
    expect((await get(`/message?id=${ids['lola.invited@example.com']}`, client.headers)).statusCode).toBe(403);
  });
});

describe('delivery state', () => {
  it.each([
    [{ sent_at: '2026-11-23T10:00:00Z', next_attempt_at: null, attempts: 1 }, 'sent'],
    [{ sent_at: null, next_attempt_at: '2026-11-23T10:00:00Z', attempts: 0 }, 'queued'],
    [{ sent_at: null, next_attempt_at: '2026-11-23T10:00:00Z', attempts: 3 }, 'retrying'],
    [{ sent_at: null, next_attempt_at: null, attempts: 0 }, 'logged'],
    [{ sent_at: null, next_attempt_at: null, attempts: 8 }, 'failed'],
  ] as const)('%o is %s', (row, state) => {
    expect(deliveryState(row)).toBe(state);
  });
});
