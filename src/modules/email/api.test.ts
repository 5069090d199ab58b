import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let otherHeaders: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'otro', email: 'otro@example.com', password: 'secreto-largo' } });
  otherHeaders = { authorization: `Bearer ${other.json().accessToken}` };
});
afterAll(() => t.app.close());

type Mail = { id: number; folder: string; isRead: boolean; isStarred: boolean; labels: string[]; subject: string; time: string };
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/apps/email${url}`, payload, headers });
const mailCount = async () => Number((await t.db.selectFrom('email_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const inbox = async (headers = admin.headers) => (await call('GET', '/emails', undefined, headers)).json() as { emails: Mail[]; emailsMeta: { inbox: number; draft: number; spam: number } };

describe('GET /api/apps/email/emails', () => {
  it('the seeded inbox, newest first, with the counts', async () => {
    const res = await call('GET', '/emails');
    expect(res.statusCode).toBe(200);
    const { emails, emailsMeta } = res.json() as Awaited<ReturnType<typeof inbox>>;
    expect(emails.length).toBeGreaterThan(8);
    expect(emails.every((e) => e.folder === 'inbox')).toBe(true);
    const times = emails.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(emailsMeta.inbox).toBe(emails.filter((e) => !e.isRead).length);
    expect(emailsMeta.draft).toBeGreaterThan(0);
  });
  it('every seeded folder has mail, and starred has no trash', async () => {
    for (const folder of ['sent', 'draft', 'spam', 'trash']) {
      const res = await call('GET', `/emails?folder=${folder}`);
      expect(res.json().emails.length, folder).toBeGreaterThan(0);
    }
    const starred = (await call('GET', '/emails?folder=starred')).json().emails as Mail[];
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((e) => e.isStarred && e.folder !== 'trash')).toBe(true);
  });
  it.each([
    ['folder=archive', 'query.folder'],
    ['label=work', 'query.label'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/emails?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('get-email and paginate-email', () => {
  it('200 with the neighbour flags; 404 for no neighbour, an unknown id and another account’s mail', async () => {
    const { emails } = await inbox();
    const first = await call('GET', `/get-email?id=${emails[0].id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: emails[0].id, hasPreviousMail: false, hasNextMail: true });
    const next = await call('GET', `/paginate-email?dir=next&emailId=${emails[0].id}`);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ id: emails[1].id, hasPreviousMail: true });
    expect((await call('GET', `/paginate-email?dir=previous&emailId=${emails[0].id}`)).statusCode).toBe(404);
    expect((await call('GET', '/get-email?id=999999')).statusCode).toBe(404);
    expect((await call('GET', `/get-email?id=${emails[0].id}`, undefined, otherHeaders)).statusCode).toBe(404);
    expect((await call('GET', `/paginate-email?dir=next&emailId=${emails[0].id}`, undefined, otherHeaders)).statusCode).toBe(404);
  });
  it('400 for a bad id or direction', async () => {
    expect((await call('GET', '/get-email?id=abc')).json().issues[0].path).toBe('query.id');
    expect((await call('GET', '/paginate-email?dir=up&emailId=1')).json().issues[0].path).toBe('query.dir');
  });
});

describe('updates', () => {
  it('update-emails 200 changes read, starred and folder', async () => {
    const { emails } = await inbox();
    const target = emails.find((e) => !e.isRead)!;
    const res = await call('POST', '/update-emails', { emailIds: [target.id], dataToUpdate: { isRead: true, isStarred: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    const after = (await call('GET', `/get-email?id=${target.id}`)).json();
    expect(after).toMatchObject({ isRead: true, isStarred: true });
  });
  it('update-emails-label 200 toggles', async () => {
    const { emails } = await inbox();
    const before = emails[0].labels.includes('private');
    expect((await call('POST', '/update-emails-label', { emailIds: [emails[0].id], label: 'private' })).statusCode).toBe(200);
    expect((await call('GET', `/get-email?id=${emails[0].id}`)).json().labels.includes('private')).toBe(!before);
  });
  it.each([
    [{ emailIds: [], dataToUpdate: { isRead: true } }, 'body.emailIds'],
    [{ emailIds: [1], dataToUpdate: {} }, 'body.dataToUpdate'],
    [{ emailIds: [1], dataToUpdate: { folder: 'archive' } }, 'body.dataToUpdate.folder'],
    [{ emailIds: ['x'], dataToUpdate: { isRead: true } }, 'body.emailIds.0'],
  ])('400 naming the field for %j', async (payload, path) => {
    const res = await call('POST', '/update-emails', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
  it('400 for an unknown label', async () => {
    expect((await call('POST', '/update-emails-label', { emailIds: [1], label: 'work' })).json().issues[0].path).toBe('body.label');
  });
  it("404 for another account's ids, and nothing changes", async () => {
    const mine = (await inbox()).emails[0];
    const res = await call('POST', '/update-emails', { emailIds: [mine.id], dataToUpdate: { folder: 'trash' } }, otherHeaders);
    expect(res.statusCode).toBe(404);
    expect((await call('POST', '/update-emails-label', { emailIds: [mine.id], label: 'company' }, otherHeaders)).statusCode).toBe(404);
    expect((await call('GET', `/get-email?id=${mine.id}`)).json().folder).toBe('inbox');
  });
});

describe('send and save-draft', () => {
  it('201: in the sender’s sent folder and in the recipient account’s inbox', async () => {
    const res = await call('POST', '/send', { to: ['otro@example.com'], subject: 'Hola otro', message: '<p>Hola<script>x()</script></p>' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ folder: 'sent', subject: 'Hola otro', message: '<p>Hola</p>' });
    const sent = (await call('GET', '/emails?folder=sent&q=hola otro')).json().emails;
    expect(sent).toHaveLength(1);
    const theirs = (await call('GET', '/emails?q=hola otro', undefined, otherHeaders)).json().emails;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ folder: 'inbox', isRead: false });
  });
  it.each([
    [{ to: [], subject: 'x' }, 'body.to'],
    [{ subject: 'x' }, 'body.to'],
    [{ to: ['not-an-email'] }, 'body.to.0'],
    [{ to: ['a@b.co'], cc: ['nope'] }, 'body.cc.0'],
  ])('send 400 naming the field and writing nothing for %j', async (payload, path) => {
    const before = await mailCount();
    const res = await call('POST', '/send', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await mailCount()).toBe(before);
  });
  it('save-draft 200 keeps a draft; 404 for another account’s draft id', async () => {
    const res = await call('POST', '/save-draft', { subject: 'A medias', to: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ folder: 'draft', subject: 'A medias' });
    const update = await call('POST', '/save-draft', { id: res.json().id, subject: 'A medias 2' }, otherHeaders);
    expect(update.statusCode).toBe(404);
    expect((await call('POST', '/save-draft', { bcc: ['x'] })).json().issues[0].path).toBe('body.bcc.0');
  });
});

describe('GET /api/apps/email/contacts', () => {
  it('suggests users of the organisation by name or address, case-insensitively', async () => {
    const res = await call('GET', '/contacts?q=JANE');
    expect(res.statusCode).toBe(200);
    expect(res.json().contacts).toEqual([expect.objectContaining({ name: 'Jane Doe', email: 'client@demo.com' })]);
    expect((await call('GET', '/contacts?q=demo.com')).json().contacts.map((c: { email: string }) => c.email).sort()).toEqual(['admin@demo.com', 'client@demo.com']);
    expect((await call('GET', '/contacts?q=nadie')).json().contacts).toEqual([]);
  });
  it('401 without a token, 403 for the client role', async () => {
    expect((await call('GET', '/contacts', undefined, {})).statusCode).toBe(401);
    const client = await t.login('client@demo.com', 'client');
    expect((await call('GET', '/contacts', undefined, client.headers)).statusCode).toBe(403);
  });
});

describe('who may call it', () => {
  it('401 without a token', async () => {
    expect((await call('GET', '/emails', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/send', { to: ['a@b.co'] }, {})).statusCode).toBe(401);
  });
  it('403 for the client role, on reads and writes', async () => {
    const client = await t.login('client@demo.com', 'client');
    expect((await call('GET', '/emails', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/get-email?id=1', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/update-emails', { emailIds: [1], dataToUpdate: { isRead: true } }, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/send', { to: ['a@b.co'] }, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/save-draft', {}, client.headers)).statusCode).toBe(403);
  });
});
