import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { AppError, NotFound } from '@/platform/contract/errors';
import { createEventBus, type AppEvent } from '@/platform/events/bus';
import { createTestApp } from '@/server/test-app';
import { CONTACTS_PAGE, profileUpdate, sendMessageBody } from './contract';
import { chatsAndContacts, getChat, getProfileUser, sendMessage, updateProfileUser } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: ServiceContext;
let ben: ServiceContext;
let cleo: ServiceContext;
const bus = createEventBus();
let clock = new Date('2026-11-22T10:00:00Z').getTime();

function contextFor(id: number): ServiceContext {
  const rules = [{ action: 'read', subject: 'Auth' }];
  return {
    db: t.db,
    user: { id, role: 'client', rules, ability: buildAbility(rules) },
    get now() {
      return new Date(clock);
    },
  };
}
const send = (from: ServiceContext, to: ServiceContext, message: string) => {
  clock += 60_000;
  return sendMessage(from, sendMessageBody.parse({ contact: { id: to.user.id }, message }), bus);
};

const makeAccount = async (name: string) => {
  const login = name.toLowerCase().replace(/\s/g, '.');
  const row = await t.db
    .insertInto('accounts')
    .values({ full_name: name, username: login, email: `${login}@example.com`, password_hash: 'x', avatar: null, role: 'client', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  // Fresh accounts with no sample chats, so every count here is the test's own.
  ana = contextFor(await makeAccount('Ana'));
  ben = contextFor(await makeAccount('Ben'));
  cleo = contextFor(await makeAccount('Cleo'));
});
afterAll(() => t.app.close());

describe('contacts (the organisation’s accounts)', () => {
  it('lists everyone but yourself, with no chats yet, including the seeded members', async () => {
    const { chatsContacts, contacts } = await chatsAndContacts(ana);
    expect(chatsContacts).toEqual([]);
    const names = contacts.map((c) => c.fullName);
    expect(names).toEqual(expect.arrayContaining(['Ben', 'Cleo', 'John Doe', 'Jane Doe', 'Lucía Romero']));
    expect(names).not.toContain('Ana');
    expect(contacts.find((c) => c.fullName === 'Mateo Herrera')).toMatchObject({ role: 'Desarrollador frontend', status: 'busy' });
  });
});

describe('sending (SPEC §4)', () => {
  it('creates the chat on both sides, stores the message on both and tells both people', async () => {
    const events: AppEvent[] = [];
    const own: AppEvent[] = [];
    const stop = bus.subscribe(ben.user.id, (e) => events.push(e));
    const stopOwn = bus.subscribe(ana.user.id, (e) => own.push(e));
    const sent = await send(ana, ben, 'Hola Ben');
    stop();
    stopOwn();
    // The sender's other tabs hear of it with the sender's own chat.
    expect(own).toEqual([{ type: 'chat.message', data: { chatId: sent.chat.id, contactId: ben.user.id, message: sent.newMessageData } }]);
    expect(sent.newMessageData).toMatchObject({ message: 'Hola Ben', senderId: ana.user.id });
    expect(sent.chat.userId).toBe(ben.user.id);
    expect(sent.chat.chat.map((m) => m.message)).toEqual(['Hola Ben']);

    const benSide = (await chatsAndContacts(ben)).chatsContacts.find((c) => c.id === ana.user.id)!;
    expect(benSide.chat.unseenMsgs).toBe(1);
    expect(benSide.chat.lastMessage).toMatchObject({ message: 'Hola Ben', senderId: ana.user.id });
    const opened = await getChat(ben, benSide.chat.id);
    // Ben's side holds its own copy, with its own id.
    const { id: _, ...content } = sent.newMessageData;
    expect(opened.chat.chat).toEqual([{ ...content, id: expect.any(Number) }]);
    expect(opened.chat.chat[0].id).not.toBe(sent.newMessageData.id);
    expect(opened.chat.hasOlder).toBe(false);
    expect(opened.contact.id).toBe(ana.user.id);
    // The other person hears of it on the bus, with their own chat id and copy.
    expect(events).toEqual([{ type: 'chat.message', data: { chatId: benSide.chat.id, contactId: ana.user.id, message: opened.chat.chat[0] } }]);
    // The contact moved from contacts to chats.
    expect((await chatsAndContacts(ana)).contacts.map((c) => c.id)).not.toContain(ben.user.id);
  });

  it('counts unseen messages for the receiver only; opening zeroes them', async () => {
    await send(ben, ana, 'Uno');
    await send(ben, ana, 'Dos');
    const anaChat = (await chatsAndContacts(ana)).chatsContacts.find((c) => c.id === ben.user.id)!;
    expect(anaChat.chat.unseenMsgs).toBe(2);
    const benChat = (await chatsAndContacts(ben)).chatsContacts.find((c) => c.id === ana.user.id)!;
    // Ben opened it before; his own messages never count as unseen for him.
    expect(benChat.chat.unseenMsgs).toBe(0);

    const opened = await getChat(ana, anaChat.chat.id);
    expect(opened.chat.unseenMsgs).toBe(0);
    expect(opened.chat.chat.map((m) => m.message)).toEqual(['Hola Ben', 'Uno', 'Dos']);
    expect((await chatsAndContacts(ana)).chatsContacts.find((c) => c.id === ben.user.id)!.chat.unseenMsgs).toBe(0);
  });

  it('orders chats by last message; a new message moves its chat to the top', async () => {
    await send(ana, cleo, 'Hola Cleo');
    expect((await chatsAndContacts(ana)).chatsContacts.map((c) => c.fullName)).toEqual(['Cleo', 'Ben']);
    await send(ben, ana, 'Otra cosa');
    const list = (await chatsAndContacts(ana)).chatsContacts;
    expect(list.map((c) => c.fullName)).toEqual(['Ben', 'Cleo']);
    expect(list[0].chat.lastMessage?.message).toBe('Otra cosa');
  });

  it('refuses yourself (400 on contact.id) and an unknown contact (404), writing nothing', async () => {
    const before = (await chatsAndContacts(ana)).chatsContacts.length;
    await expect(send(ana, ana, 'yo')).rejects.toMatchObject({ status: 400, issues: [{ path: 'body.contact.id' }] });
    await expect(sendMessage(ana, sendMessageBody.parse({ contact: { id: 999999 }, message: 'x' }), bus)).rejects.toBeInstanceOf(NotFound);
    expect((await chatsAndContacts(ana)).chatsContacts.length).toBe(before);
  });

  it('a chat is personal: another person’s chat id is not found', async () => {
    const anaChat = (await chatsAndContacts(ana)).chatsContacts[0];
    await expect(getChat(cleo, anaChat.chat.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getChat(ana, 999999)).rejects.toBeInstanceOf(AppError);
  });

  it('the message is trimmed and must not be empty', () => {
    expect(sendMessageBody.parse({ contact: { id: 1 }, message: '  hola  ' }).message).toBe('hola');
    expect(sendMessageBody.safeParse({ contact: { id: 1 }, message: '   ' }).success).toBe(false);
  });
});

describe('history in pages', () => {
  it('the newest page first; before= walks back, every message once, in order', async () => {
    const dan = contextFor(await makeAccount('Dan'));
    for (let i = 1; i <= 23; i++) await send(dan, cleo, `m${i}`);
    const chatId = (await chatsAndContacts(dan)).chatsContacts[0].chat.id;
    const seen: string[] = [];
    let page = await getChat(dan, chatId, { limit: 10 });
    expect(page.chat.chat.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 14}`));
    const pages = [page.chat];
    while (page.chat.hasOlder) {
      page = await getChat(dan, chatId, { before: page.chat.chat[0].id, limit: 10 });
      pages.unshift(page.chat);
    }
    for (const p of pages) seen.push(...p.chat.map((m) => m.message));
    expect(pages.map((p) => p.chat.length)).toEqual([3, 10, 10]);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `m${i + 1}`));
    // Past the oldest: an empty page with nothing older.
    expect((await getChat(dan, chatId, { before: page.chat.chat[0].id })).chat).toMatchObject({ chat: [], hasOlder: false });
  });

  it('an older page leaves the unseen count alone and is still personal', async () => {
    await send(ana, cleo, 'Sin leer');
    const cleoChat = (await chatsAndContacts(cleo)).chatsContacts.find((c) => c.id === ana.user.id)!;
    const unseen = cleoChat.chat.unseenMsgs;
    expect(unseen).toBeGreaterThan(0);
    const older = await getChat(cleo, cleoChat.chat.id, { before: cleoChat.chat.lastMessage!.id + 1 });
    expect(older.chat.chat.at(-1)).toEqual(cleoChat.chat.lastMessage);
    expect((await chatsAndContacts(cleo)).chatsContacts.find((c) => c.id === ana.user.id)!.chat.unseenMsgs).toBe(unseen);
    await expect(getChat(ben, cleoChat.chat.id, { before: 1 })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('contact search', () => {
  it('q keeps the names that contain it, in chats and contacts, ignoring case', async () => {
    const { chatsContacts, contacts } = await chatsAndContacts(ana, 'BE');
    expect(chatsContacts.map((c) => c.fullName)).toEqual(['Ben']);
    expect(contacts.every((c) => c.fullName.toLowerCase().includes('be'))).toBe(true);
    const romeros = (await chatsAndContacts(ana, 'romero')).contacts.map((c) => c.fullName);
    expect(romeros).toContain('Lucía Romero');
    expect(romeros.every((name) => name.includes('Romero'))).toBe(true);
    expect(await chatsAndContacts(ana, 'nadie-se-llama-así')).toEqual({ chatsContacts: [], contacts: [] });
    // LIKE's wildcards are searched as written.
    expect((await chatsAndContacts(ana, '%')).contacts).toEqual([]);
  });

  it('contacts come a page at a time, by name', async () => {
    for (let i = 0; i < CONTACTS_PAGE + 5; i++) await makeAccount(`Zeta ${String(i).padStart(2, '0')}`);
    const { contacts } = await chatsAndContacts(ana, 'zeta');
    expect(contacts).toHaveLength(CONTACTS_PAGE);
    expect(contacts[0].fullName).toBe('Zeta 00');
    expect(contacts.map((c) => c.fullName)).toEqual([...contacts.map((c) => c.fullName)].sort());
  });
});

describe('profile user', () => {
  it('is created with defaults the first time', async () => {
    expect(await getProfileUser(cleo)).toEqual({
      id: cleo.user.id,
      avatar: null,
      fullName: 'Cleo',
      role: 'client',
      about: '',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
    });
  });
  it('persists about, status and settings, changing only what is given; contacts see the status', async () => {
    await updateProfileUser(cleo, profileUpdate.parse({ about: 'De viaje', status: 'away' }));
    await updateProfileUser(cleo, profileUpdate.parse({ settings: { isNotificationsOn: false } }));
    expect(await getProfileUser(cleo)).toMatchObject({ about: 'De viaje', status: 'away', settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false } });
    const seenByAna = (await chatsAndContacts(ana)).chatsContacts.find((c) => c.id === cleo.user.id)!;
    expect(seenByAna).toMatchObject({ status: 'away', about: 'De viaje' });
  });
  it('refuses an unknown status and a long about', () => {
    expect(profileUpdate.safeParse({ status: 'sleeping' }).success).toBe(false);
    expect(profileUpdate.safeParse({ about: 'x'.repeat(161) }).success).toBe(false);
  });
});

describe('sample data', () => {
  it('each demo account has a few chats with members, newest first, some unseen; members cannot sign in', async () => {
    const admin = contextFor(1);
    const { chatsContacts } = await chatsAndContacts(admin);
    expect(chatsContacts.length).toBeGreaterThanOrEqual(3);
    const times = chatsContacts.map((c) => c.chat.lastMessage!.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(chatsContacts.some((c) => c.chat.unseenMsgs > 0)).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email: 'lucia.romero@equipo.tablero.example', password: 'x' } });
    expect(login.statusCode).toBe(400);
  });
});
