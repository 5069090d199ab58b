import type { z } from 'zod';
import { sql } from 'kysely';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { containsText } from '@/platform/db/sql';
import { eventBus, type EventBus } from '@/platform/events/bus';
import { CHAT_MESSAGE_EVENT, CONTACTS_PAGE, MESSAGES_PAGE, type Chat, type ChatContact, type ChatMessage, type ChatMessageEvent, type sendMessageBody } from './contract';
import { peopleQuery, toContact } from './profile';

export { getProfileUser, updateProfileUser } from './profile';

const toMessage = (row: { id: number; message: string; time: string; sender_id: number }): ChatMessage => ({ id: row.id, message: row.message, time: row.time, senderId: row.sender_id });

/**
 * Your chats, the one with the latest message first, each with its unseen count and last message; then a
 * page of the people you have no chat with, by name. `q` keeps the names that contain it, in both lists.
 */
export async function chatsAndContacts(ctx: ServiceContext, q = '') {
  let chats = ctx.db
    .selectFrom('chats')
    .innerJoin('accounts', 'accounts.id', 'chats.contact_id')
    .leftJoin('chat_profiles', 'chat_profiles.account_id', 'chats.contact_id')
    .select(['chats.id as chat_id', 'chats.unseen_msgs', 'accounts.id', 'accounts.full_name', 'accounts.avatar', 'accounts.role', 'chat_profiles.job_title', 'chat_profiles.about', 'chat_profiles.status'])
    // Each chat's newest message: one look-up on the (chat_id, id) index (a max grouped over the chats
    // would read every message of them).
    .select((eb) => eb.selectFrom('chat_messages').select('chat_messages.id').whereRef('chat_messages.chat_id', '=', 'chats.id').orderBy('chat_messages.id', 'desc').limit(1).as('last_id'))
    .where('chats.account_id', '=', ctx.user.id);
  if (q) chats = chats.where((eb) => containsText(ctx.db, eb.ref('accounts.full_name'), q));
  const rows = await chats
    // coalesce: PostgreSQL puts NULLs first when descending, SQLite last; a chat without messages goes last on both.
    .orderBy(sql`coalesce(chats.last_message_at, '')`, 'desc')
    .orderBy('chats.id', 'desc')
    .execute();

  const lastIds = rows.flatMap((r) => (r.last_id === null ? [] : [r.last_id]));
  const last = lastIds.length ? await ctx.db.selectFrom('chat_messages').select(['id', 'chat_id', 'message', 'time', 'sender_id']).where('id', 'in', lastIds).execute() : [];
  const lastByChat = new Map(last.map((m) => [m.chat_id, toMessage(m)]));

  const chatsContacts: ChatContact[] = rows.map((r) => ({
    ...toContact(r),
    chat: { id: r.chat_id, unseenMsgs: r.unseen_msgs, lastMessage: lastByChat.get(r.chat_id) ?? null },
  }));
  let people = peopleQuery(ctx.db)
    .where('accounts.id', '!=', ctx.user.id)
    // People who can answer: active accounts, a page of them (the directory may hold 100,000).
    .where('accounts.status', '=', 'active')
    .where('accounts.deleted_at', 'is', null)
    .where('accounts.id', 'not in', (eb) => eb.selectFrom('chats').select('contact_id').where('account_id', '=', ctx.user.id));
  if (q) people = people.where((eb) => containsText(ctx.db, eb.ref('accounts.full_name'), q));
  // In the order of the accounts' lower(full_name), id index: a page is read off it without sorting.
  const others = await people.orderBy(sql`lower(accounts.full_name)`).orderBy('accounts.id').limit(CONTACTS_PAGE).execute();
  return { chatsContacts, contacts: others.map(toContact) };
}

export interface MessagePage {
  /** A message id: the page holds the messages just before it; none means the newest. */
  before?: number;
  limit?: number;
}

/** The chat with a page of its messages: the newest (or those before the cursor), oldest first. */
async function chatWithMessages(db: Db, chatId: number, accountId: number, page: MessagePage = {}): Promise<Chat | null> {
  const row = await db.selectFrom('chats').selectAll().where('id', '=', chatId).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) return null;
  const limit = page.limit ?? MESSAGES_PAGE;
  let select = db.selectFrom('chat_messages').select(['id', 'message', 'time', 'sender_id']).where('chat_id', '=', chatId);
  if (page.before !== undefined) select = select.where('id', '<', page.before);
  // Newest first on the (chat_id, id) index, one more than the page to know whether older ones remain.
  const rows = await select.orderBy('id', 'desc').limit(limit + 1).execute();
  const hasOlder = rows.length > limit;
  const messages = rows.slice(0, limit).reverse().map(toMessage);
  return { id: row.id, userId: row.contact_id, unseenMsgs: row.unseen_msgs, chat: messages, hasOlder };
}

/**
 * Opens one of your own chats (another person's chat is not found) with its newest messages and zeroes
 * its unseen count; with `before`, the older messages just before that one.
 */
export async function getChat(ctx: ServiceContext, chatId: number, page: MessagePage = {}) {
  const chat = await chatWithMessages(ctx.db, chatId, ctx.user.id, page);
  if (!chat) throw new NotFound(`Chat ${chatId} not found`);
  // Only a chat with unseen messages is written to: reading stays a read.
  if (page.before === undefined && chat.unseenMsgs > 0) {
    await ctx.db.updateTable('chats').set({ unseen_msgs: 0 }).where('id', '=', chatId).where('account_id', '=', ctx.user.id).execute();
    chat.unseenMsgs = 0;
  }
  const person = await peopleQuery(ctx.db).where('accounts.id', '=', chat.userId).executeTakeFirstOrThrow();
  return { chat, contact: toContact(person) };
}

async function ensureChat(db: Db, accountId: number, contactId: number): Promise<number> {
  const existing = await db.selectFrom('chats').select('id').where('account_id', '=', accountId).where('contact_id', '=', contactId).executeTakeFirst();
  if (existing) return existing.id;
  const created = await db.insertInto('chats').values({ account_id: accountId, contact_id: contactId, unseen_msgs: 0, last_message_at: null }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/**
 * Sends a message: creates the chat on either side when missing, stores the message on both sides,
 * puts both chats on top (latest message) and counts it unseen for the other person, who hears of it
 * on the event stream.
 */
export async function sendMessage(ctx: ServiceContext, input: z.output<typeof sendMessageBody>, bus: EventBus = eventBus) {
  const contactId = input.contact.id;
  if (contactId === ctx.user.id) throw new Invalid('You cannot send a message to yourself', [{ path: 'body.contact.id', message: 'Choose another person', code: 'self_message' }]);
  const person = await peopleQuery(ctx.db).where('accounts.id', '=', contactId).executeTakeFirst();
  if (!person) throw new NotFound(`Contact ${contactId} not found`);

  const time = ctx.now.toISOString();
  const write = async (db: Db) => {
    const mine = await ensureChat(db, ctx.user.id, contactId);
    const theirs = await ensureChat(db, contactId, ctx.user.id);
    const stored = await db
      .insertInto('chat_messages')
      .values([mine, theirs].map((chat_id) => ({ chat_id, sender_id: ctx.user.id, message: input.message, time })))
      .returning(['id', 'chat_id'])
      .execute()
      .then((rows) => [rows.find((r) => r.chat_id === mine)!, rows.find((r) => r.chat_id === theirs)!]);
    await db.updateTable('chats').set({ last_message_at: time }).where('id', '=', mine).execute();
    await db
      .updateTable('chats')
      .set((eb) => ({ last_message_at: time, unseen_msgs: eb('unseen_msgs', '+', 1) }))
      .where('id', '=', theirs)
      .execute();
    return { mine, theirs, ids: stored };
  };
  const { mine, theirs, ids } = ctx.db.isTransaction ? await write(ctx.db) : await ctx.db.transaction().execute(write);

  // Each side holds its own copy, with its own id (the cursor within that side's chat).
  const copy = (id: number): ChatMessage => ({ id, message: input.message, time, senderId: ctx.user.id });
  const newMessageData = copy(ids[0].id);
  // Only after the commit: the browsers fetch what they are told about. The sender hears of it too,
  // so their other tabs follow.
  bus.publish(contactId, { type: CHAT_MESSAGE_EVENT, data: { chatId: theirs, contactId: ctx.user.id, message: copy(ids[1].id) } satisfies ChatMessageEvent });
  bus.publish(ctx.user.id, { type: CHAT_MESSAGE_EVENT, data: { chatId: mine, contactId, message: newMessageData } satisfies ChatMessageEvent });
  return { newMessageData, id: contactId, chat: (await chatWithMessages(ctx.db, mine, ctx.user.id))! };
}
