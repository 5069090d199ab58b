import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '@/server/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let current: TestApp | undefined;
async function start(overrides?: Parameters<typeof createTestApp>[0]) {
  current = await createTestApp({ publicUrl: 'https://tablero.test', ...overrides });
  return current;
}
afterEach(async () => {
  vi.useRealTimers();
  await current?.app.close();
  current = undefined;
});

const post = (t: TestApp, url: string, payload: unknown, headers?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const minutesLater = (minutes: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * 60_000 });

const mails = (t: TestApp, to: string) => t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
async function lastLink(t: TestApp, to: string, kind: string) {
  const found = (await mails(t, to)).filter((m) => m.kind === kind);
  expect(found.length, `a ${kind} mail to ${to}`).toBeGreaterThan(0);
  return found[found.length - 1].link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const tableCounts = async (t: TestApp) => ({
  outbox: (await t.db.selectFrom('outbox').select('id').execute()).length,
  tokens: (await t.db.selectFrom('account_tokens').select('id').execute()).length,
});

let counter = 0;
async function registered(t: TestApp, lang?: string) {
  const name = `person${++counter}${Date.now().toString(36)}`;
  const email = `${name}@example.com`;
  const res = await post(t, '/api/jwt/register', { username: name, email, password: 'first-password', ...(lang && { lang }) });
  expect(res.statusCode, res.body).toBe(201);
  return { email, ...(res.json() as { accessToken: string; refreshToken: string; userData: { id: number; emailVerified: boolean } }) };
}

async function resetLinkFor(t: TestApp, email: string, lang?: string) {
  const res = await post(t, '/api/auth/forgot-password', { email, ...(lang && { lang }) });
  expect(res.statusCode, res.body).toBe(200);
  return lastLink(t, email, 'reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const t = await start();
    const person = await registered(t);
    const before = await tableCounts(t);
    const known = await post(t, '/api/auth/forgot-password', { email: person.email });
    const unknown = await post(t, '/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mails(t, 'nobody-here@example.com')).toEqual([]);
    const after = await tableCounts(t);
    expect(after).toEqual({ outbox: before.outbox + 1, tokens: before.tokens + 1 });
    const link = await lastLink(t, person.email, 'reset-password');
    expect(link).toMatch(/^https:\/\/tablero\.test\/pages\/reset-password-basic\?token=[\w-]{43}$/);
  });

  it('stores the token only as its digest', async () => {
    const t = await start();
    const person = await registered(t);
    const token = tokenOf(await resetLinkFor(t, person.email));
    const rows = await t.db.selectFrom('account_tokens').select('token_digest').execute();
    expect(rows.some((r) => r.token_digest === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_digest))).toBe(true);
  });

  it('writes the mail in the language asked for, Spanish otherwise', async () => {
    const t = await start();
    const person = await registered(t);
    await resetLinkFor(t, person.email, 'de');
    minutesLater(2);
    await resetLinkFor(t, person.email);
    const [, german, spanish] = await mails(t, person.email);
    expect(german.subject).toBe('Setze dein Tablero-Passwort zurück');
    expect(german.body).toContain(german.link);
    expect(spanish.subject).toBe('Restablece tu contraseña de Tablero');
  });

  it('mails a suspended account nothing, and one account at most one link a minute', async () => {
    const t = await start();
    const person = await registered(t);
    await resetLinkFor(t, person.email);
    await post(t, '/api/auth/forgot-password', { email: person.email });
    expect((await mails(t, person.email)).filter((m) => m.kind === 'reset-password')).toHaveLength(1);
    await t.db.updateTable('accounts').set({ status: 'inactive' }).where('email', '=', person.email).execute();
    minutesLater(2);
    expect((await post(t, '/api/auth/forgot-password', { email: person.email })).statusCode).toBe(200);
    expect((await mails(t, person.email)).filter((m) => m.kind === 'reset-password')).toHaveLength(1);
  });

  it('is rate limited per client address like sign-in', async () => {
    const t = await start({ loginRateLimit: 2 });
    for (let i = 0; i < 2; i++) expect((await post(t, '/api/auth/forgot-password', { email: `x${i}@example.com` })).statusCode).toBe(200);
    const limited = await post(t, '/api/auth/forgot-password', { email: 'x3@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Try again in \d+ seconds/);
  });

  it('names the field of a malformed address', async () => {
    const t = await start();
    const res = await post(t, '/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.email', code: 'invalid_email' })]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the account and records it', async () => {
    const t = await start();
    const person = await registered(t);
    const other = await post(t, '/api/jwt/login', { email: person.email, password: 'first-password' });
    const token = tokenOf(await resetLinkFor(t, person.email));

    const res = await post(t, '/api/auth/reset-password', { token, password: 'second-password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: person.email, how: 'reset' });

    for (const session of [person, other.json() as { accessToken: string; refreshToken: string }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(session.accessToken) })).statusCode).toBe(401);
      expect((await post(t, '/api/jwt/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    }
    expect((await post(t, '/api/jwt/login', { email: person.email, password: 'first-password' })).statusCode).toBe(400);
    expect((await post(t, '/api/jwt/login', { email: person.email, password: 'second-password' })).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('target_id', '=', person.userData.id).where('kind', '=', 'password').execute();
    expect(audit.map((a) => [JSON.parse(a.detail), a.actor_id])).toEqual([[{ how: 'reset' }, person.userData.id]]);
  });

  it('takes a token once', async () => {
    const t = await start();
    const person = await registered(t);
    const token = tokenOf(await resetLinkFor(t, person.email));
    expect((await post(t, '/api/auth/reset-password', { token, password: 'second-password' })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/reset-password', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([expect.objectContaining({ path: 'body.token', code: 'token_used' })]);
    expect((await post(t, '/api/jwt/login', { email: person.email, password: 'second-password' })).statusCode).toBe(200);
  });

  it('refuses a token after its hour', async () => {
    const t = await start();
    const person = await registered(t);
    const token = tokenOf(await resetLinkFor(t, person.email));
    minutesLater(61);
    const res = await post(t, '/api/auth/reset-password', { token, password: 'second-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.token', code: 'token_expired' })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/token?token=${token}` })).statusCode).toBe(400);
  });

  it('voids an older unused link when a newer one is mailed', async () => {
    const t = await start();
    const person = await registered(t);
    const first = tokenOf(await resetLinkFor(t, person.email));
    minutesLater(2);
    const second = tokenOf(await resetLinkFor(t, person.email));
    expect(second).not.toBe(first);
    expect((await post(t, '/api/auth/reset-password', { token: first, password: 'second-password' })).json().issues[0].code).toBe('token_expired');
    expect((await post(t, '/api/auth/reset-password', { token: second, password: 'second-password' })).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an unknown token, a malformed one and a short password', async () => {
    const t = await start();
    const unknown = await post(t, '/api/auth/reset-password', { token: 'A'.repeat(43), password: 'second-password' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([expect.objectContaining({ path: 'body.token', code: 'token_invalid' })]);
    const malformed = await post(t, '/api/auth/reset-password', { token: 'not a token!', password: 'second-password' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].path).toBe('body.token');
    const short = await post(t, '/api/auth/reset-password', { token: 'A'.repeat(43), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([expect.objectContaining({ path: 'body.password', code: 'too_short' })]);
  });

  it('does not take an address confirmation token', async () => {
    const t = await start();
    const person = await registered(t);
    const verifyToken = tokenOf(await lastLink(t, person.email, 'verify-email'));
    const res = await post(t, '/api/auth/reset-password', { token: verifyToken, password: 'second-password' });
    expect(res.json().issues[0].code).toBe('token_invalid');
  });
});

describe('invitations', () => {
  it('adding a user mails an invitation; its link sets the first password and activates the account', async () => {
    const t = await start();
    const admin = await t.login();
    const add = await post(
      t,
      '/api/apps/users/add-user',
      { user: { fullName: 'Invited Person', username: 'invited.person', email: 'invited.person@example.com', role: 'user', currentPlan: 'basic' } },
      admin.headers,
    );
    expect(add.statusCode, add.body).toBe(201);
    const id = (add.json() as { user: { id: number } }).user.id;
    const link = await lastLink(t, 'invited.person@example.com', 'invitation');
    expect(link).toMatch(/^https:\/\/tablero\.test\/pages\/reset-password-basic\?token=[\w-]+&invite=1$/);
    const invited = await t.db.selectFrom('audit_events').select(['kind', 'actor_id']).where('target_id', '=', id).where('target', '=', 'account').orderBy('id').execute();
    expect(invited).toEqual([
      { kind: 'created', actor_id: admin.userData.id },
      { kind: 'invited', actor_id: admin.userData.id },
    ]);

    const info = await t.app.inject({ method: 'GET', url: `/api/auth/token?token=${tokenOf(link)}` });
    expect(info.json()).toMatchObject({ purpose: 'invitation', email: 'invited.person@example.com' });
    expect((await post(t, '/api/jwt/login', { email: 'invited.person@example.com', password: 'chosen-password' })).statusCode).toBe(400);

    const set = await post(t, '/api/auth/reset-password', { token: tokenOf(link), password: 'chosen-password' });
    expect(set.json()).toEqual({ email: 'invited.person@example.com', how: 'set' });
    const login = await post(t, '/api/jwt/login', { email: 'invited.person@example.com', password: 'chosen-password' });
    expect(login.statusCode).toBe(200);
    expect(login.json().userData.emailVerified).toBe(true);
    const row = await t.db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('lets a pending account set its first password through forgot-password too', async () => {
    const t = await start();
    const admin = await t.login();
    await post(t, '/api/apps/users/add-user', { user: { fullName: 'Late Person', username: 'late.person', email: 'late.person@example.com', role: 'user', currentPlan: 'basic' } }, admin.headers);
    const token = tokenOf(await resetLinkFor(t, 'late.person@example.com'));
    expect((await post(t, '/api/auth/reset-password', { token, password: 'chosen-password' })).json().how).toBe('set');
    expect((await post(t, '/api/jwt/login', { email: 'late.person@example.com', password: 'chosen-password' })).statusCode).toBe(200);
  });

  it('an invitation link lasts 7 days', async () => {
    const t = await start();
    const admin = await t.login();
    await post(t, '/api/apps/users/add-user', { user: { fullName: 'Slow Person', username: 'slow.person', email: 'slow.person@example.com', role: 'user', currentPlan: 'basic' } }, admin.headers);
    const token = tokenOf(await lastLink(t, 'slow.person@example.com', 'invitation'));
    minutesLater(6 * 24 * 60);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/token?token=${token}` })).statusCode).toBe(200);
    minutesLater(7 * 24 * 60 + 1);
    expect((await post(t, '/api/auth/reset-password', { token, password: 'chosen-password' })).json().issues[0].code).toBe('token_expired');
  });
});

describe('e-mail address confirmation', () => {
  it('a new account is unconfirmed until the mailed link is opened', async () => {
    const t = await start();
    const person = await registered(t, 'fr');
    expect(person.userData.emailVerified).toBe(false);
    const [mail] = await mails(t, person.email);
    expect(mail).toMatchObject({ kind: 'verify-email', subject: 'Confirmez votre adresse e-mail Tablero' });
    expect(mail.link).toMatch(/^https:\/\/tablero\.test\/pages\/verify-email-basic\?token=[\w-]+$/);

    const res = await post(t, '/api/auth/verify-email', { token: tokenOf(mail.link) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: person.email });
    const me = await t.app.inject({ method: 'GET', url: '/api/jwt/me', headers: bearer(person.accessToken) });
    expect(me.json().userData.emailVerified).toBe(true);
    expect((await post(t, '/api/auth/verify-email', { token: tokenOf(mail.link) })).json().issues[0].code).toBe('token_used');
  });

  it('the demo accounts are confirmed', async () => {
    const t = await start();
    expect((await t.login()).userData).toMatchObject({ emailVerified: true });
  });

  it('resends a link at most once a minute, and never to a confirmed address', async () => {
    const t = await start();
    const person = await registered(t);
    const tooSoon = await post(t, '/api/auth/resend-verification', {}, bearer(person.accessToken));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/\d+ seconds/);
    minutesLater(2);
    const first = await lastLink(t, person.email, 'verify-email');
    const resent = await post(t, '/api/auth/resend-verification', { lang: 'en' }, bearer(person.accessToken));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ sentTo: person.email });
    const second = await lastLink(t, person.email, 'verify-email');
    expect(second).not.toBe(first);
    expect((await post(t, '/api/auth/verify-email', { token: tokenOf(first) })).json().issues[0].code).toBe('token_expired');
    expect((await post(t, '/api/auth/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
    minutesLater(4);
    const done = await post(t, '/api/auth/resend-verification', {}, bearer(person.accessToken));
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('already_verified');
  });

  it('asks who is signed in before anything else', async () => {
    const t = await start();
    expect((await post(t, '/api/auth/resend-verification', { lang: 'xx' })).statusCode).toBe(401);
  });

  it('refuses an unknown confirmation token on its field', async () => {
    const t = await start();
    const res = await post(t, '/api/auth/verify-email', { token: 'B'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.token', code: 'token_invalid' })]);
  });
});
