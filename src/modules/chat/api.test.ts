import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // The other person of these conversations: Jane, given a role that may chat (the client role may not).
  await t.db.updateTable('accounts').set({ role: 'user' }).where('email', '=', 'client@demo.com').execute();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

const messageCount = async () => Number((await t.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/apps/chat${url}`, payload, headers });

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('200: the seeded chats newest first with unseen counts and last message; contacts without a chat', async () => {
    const res = await call('GET', '/chats-and-contacts');
    expect(res.statusCode).toBe(200);
    const { chatsContacts, contacts } = res.json();
    expect(chatsContacts.length).toBeGreaterThanOrEqual(3);
    expect(chatsContacts[0]).toMatchObject({ fullName: expect.any(String), status: expect.any(String), chat: { id: expect.any(Number), unseenMsgs: expect.any(Number), lastMessage: { message: expect.any(String) } } });
    const ids = new Set(chatsContacts.map((c: { id: number }) => c.id));
    expect(contacts.some((c: { id: number }) => ids.has(c.id))).toBe(false);
    expect(contacts.map((c: { fullName: string }) => c.fullName)).toContain('Jane Doe');
  });
});

describe('POST /api/apps/chat/send-msg and GET get-chat', () => {
  it('200: creates the chat, the other person sees it unseen, opening zeroes it', async () => {
    const jane = client.userData.id;
    const sent = await call('POST', '/send-msg', { contact: { id: client.userData.id, fullName: 'Jane Doe' }, message: 'Hola Jane' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id: jane, newMessageData: { message: 'Hola Jane', senderId: admin.userData.id }, chat: { userId: jane } });
    const theirs = (await call('GET', '/chats-and-contacts', undefined, client.headers)).json().chatsContacts[0];
    expect(theirs).toMatchObject({ id: admin.userData.id, chat: { unseenMsgs: 1, lastMessage: { message: 'Hola Jane' } } });
    const opened = await call('GET', `/get-chat?id=${theirs.chat.id}`, undefined, client.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().chat.chat.at(-1).message).toBe('Hola Jane');
    expect(opened.json().contact.fullName).toBe('John Doe');
    expect((await call('GET', '/chats-and-contacts', undefined, client.headers)).json().chatsContacts[0].chat.unseenMsgs).toBe(0);
  });
  it.each([
    [{ contact: { id: 2 }, message: '   ' }, 'body.message'],
    [{ contact: { id: 2 }, message: 'x'.repeat(2001) }, 'body.message'],
    [{ contact: { id: 'two' }, message: 'hola' }, 'body.contact.id'],
    [{ message: 'hola' }, 'body.contact'],
    [{ contact: { id: 1 }, message: 'a mí mismo' }, 'body.contact.id'],
  ])('400 naming the field and writing nothing for %j', async (payload, path) => {
    const before = await messageCount();
    const res = await call('POST', '/send-msg', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await messageCount()).toBe(before);
  });
  it('404 for an unknown contact, an unknown chat and another person’s chat', async () => {
    expect((await call('POST', '/send-msg', { contact: { id: 999999 }, message: 'hola' })).statusCode).toBe(404);
    expect((await call('GET', '/get-chat?id=999999')).statusCode).toBe(404);
    const adminChat = (await call('GET', '/chats-and-contacts')).json().chatsContacts.at(-1).chat.id;
    const other = await call('GET', `/get-chat?id=${adminChat}`, undefined, client.headers);
    expect(other.statusCode).toBe(404);
  });
  it('400 for a bad chat id', async () => {
    expect((await call('GET', '/get-chat?id=abc')).json().issues[0].path).toBe('query.id');
    expect((await call('GET', '/get-chat')).statusCode).toBe(400);
  });
  it('older pages: before= walks back from the newest page; a bad cursor or limit is a 400 naming it', async () => {
    // A seeded conversation: several messages.
    const chat = (await call('GET', '/chats-and-contacts')).json().chatsContacts.at(-1).chat;
    const newest = (await call('GET', `/get-chat?id=${chat.id}&limit=2`)).json().chat;
    expect(newest.chat).toHaveLength(2);
    expect(newest.chat[1]).toEqual(chat.lastMessage);
    const older = await call('GET', `/get-chat?id=${chat.id}&limit=2&before=${newest.chat[0].id}`);
    expect(older.statusCode).toBe(200);
    expect(older.json().chat.chat.every((m: { id: number }) => m.id < newest.chat[0].id)).toBe(true);
    for (const bad of ['before=abc', 'before=0', 'before=-3', 'before=1.5']) {
      const res = await call('GET', `/get-chat?id=${chat.id}&${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('query.before');
    }
    expect((await call('GET', `/get-chat?id=${chat.id}&limit=0`)).json().issues[0].path).toBe('query.limit');
    expect((await call('GET', `/get-chat?id=${chat.id}&limit=5000`)).json().issues[0].path).toBe('query.limit');
    // Who may ask comes first: no token is a 401 whatever the cursor.
    expect((await call('GET', `/get-chat?id=${chat.id}&before=abc`, undefined, {})).statusCode).toBe(401);
  });
  it('chats-and-contacts?q= searches by name on the server; a long q is a 400', async () => {
    const res = (await call('GET', '/chats-and-contacts?q=jane')).json();
    const names = [...res.chatsContacts, ...res.contacts].map((c: { fullName: string }) => c.fullName);
    expect(names).toContain('Jane Doe');
    expect(names.every((name: string) => name.toLowerCase().includes('jane'))).toBe(true);
    expect(names).not.toContain('John Doe');
    const long = await call('GET', `/chats-and-contacts?q=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].path).toBe('query.q');
  });
});

describe('profile user', () => {
  it('GET 200 and POST persists about, status and settings', async () => {
    const got = await call('GET', '/users/profile-user', undefined, client.headers);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ fullName: 'Jane Doe', status: 'online', settings: { isNotificationsOn: true } });
    const saved = await call('POST', '/users/profile-user', { about: 'En una reunión', status: 'busy', settings: { isNotificationsOn: false } }, client.headers);
    expect(saved.statusCode).toBe(200);
    const again = (await call('GET', '/users/profile-user', undefined, client.headers)).json();
    expect(again).toMatchObject({ about: 'En una reunión', status: 'busy', settings: { isNotificationsOn: false, isTwoStepAuthVerificationEnabled: false } });
  });
  it('400 naming the field', async () => {
    expect((await call('POST', '/users/profile-user', { status: 'asleep' })).json().issues[0].path).toBe('body.status');
    expect((await call('POST', '/users/profile-user', { about: 'x'.repeat(200) })).json().issues[0].path).toBe('body.about');
  });
});

describe('a new registration', () => {
  it('gets its own sample chats, and everyone else as contacts', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'nuevo', email: 'nuevo@example.com', password: 'secreto-largo' } });
    const headers = { authorization: `Bearer ${reg.json().accessToken}` };
    const { chatsContacts, contacts } = (await call('GET', '/chats-and-contacts', undefined, headers)).json();
    expect(chatsContacts.length).toBeGreaterThanOrEqual(3);
    expect(contacts.map((c: { fullName: string }) => c.fullName)).toEqual(expect.arrayContaining(['John Doe', 'Jane Doe']));
  });
});

describe('who may call it', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await call('GET', '/chats-and-contacts', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/users/profile-user', undefined, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await call('POST', '/send-msg', { contact: { id: 2 }, message: 'x' }, {})).statusCode).toBe(401);
    expect((await call('GET', '/get-chat?id=1', undefined, {})).statusCode).toBe(401);
  });
  it('403 for a role without chat (the client role)', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'sin.chat', email: 'sin.chat@example.com', password: 'secret-123' } });
    await t.db.updateTable('accounts').set({ role: 'client' }).where('id', '=', reg.json().userData.id).execute();
    const headers = { authorization: `Bearer ${reg.json().accessToken}` };
    expect((await call('GET', '/chats-and-contacts', undefined, headers)).statusCode).toBe(403);
    expect((await call('POST', '/send-msg', { contact: { id: 1 }, message: 'x' }, headers)).statusCode).toBe(403);
  });
});

describe('event stream', () => {
  it('a ticket needs a valid token (401 otherwise); the stream refuses a missing, unknown or used ticket', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?ticket=nope' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: client.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ticket: expect.any(String), expiresIn: 30 });
  });

  it('streams a chat.message to the receiver while open, over a real connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ticket } = (await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: client.headers })).json();
    const controller = new AbortController();
    const stream = await fetch(`${address}/api/events?ticket=${ticket}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    await until(/: connected/);
    await call('POST', '/send-msg', { contact: { id: client.userData.id }, message: 'En directo' });
    await until(/event: chat\.message\ndata: .*\n\n/);
    const data = JSON.parse(/event: chat\.message\ndata: (.*)\n/.exec(text)![1]);
    expect(data).toMatchObject({ contactId: admin.userData.id, message: { message: 'En directo', senderId: admin.userData.id } });
    controller.abort();
    // The used ticket cannot open a second stream.
    expect((await fetch(`${address}/api/events?ticket=${ticket}`)).status).toBe(401);
  });
});

describe('event stream lifetime', () => {
  it('ends when the access token that opened it would have expired', async () => {
    const short = await createTestApp({ accessTtlSeconds: 3 });
    try {
      const session = await short.login();
      const address = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const { ticket } = (await short.app.inject({ method: 'POST', url: '/api/events/ticket', headers: session.headers })).json();
      const started = Date.now();
      const stream = await fetch(`${address}/api/events?ticket=${ticket}`);
      expect(stream.status).toBe(200);
      // Reading to the end returns only because the server closes the stream.
      await stream.text();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    } finally {
      await short.app.close();
    }
  });
});
