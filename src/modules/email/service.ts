import type { z } from 'zod';
import { sql, type Insertable, type SqlBool } from 'kysely';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText, toFlag } from '@/platform/db/sql';
import { matchesAny, planSearch, type SearchPlan } from '@/platform/db/search';
import { encodeCursor } from '@/platform/contract/cursor';
import type { Db } from '@/platform/db/database';
import { countRows } from '@/platform/db/counts';
import type { Email, EmailReply, EmailsMeta, EmailWithNeighbours, draftInput, emailListQuery, emailView, emailUpdate, sendInput, EmailLabel } from './contract';
import type { EmailMessageRow, EmailMessageTable } from './tables';
import { sanitizeMailHtml } from './sanitize';

type ViewQuery = z.output<typeof emailView>;
type ListQuery = z.output<typeof emailListQuery>;

/** A list's only order; the cursor names it so a cursor from another list is refused. */
const ORDER = 'time';

export function toEmail(row: EmailMessageRow): Email {
  return {
    id: row.id,
    from: { email: row.from_email, name: row.from_name, avatar: row.from_avatar },
    to: JSON.parse(row.to_list) as Email['to'],
    subject: row.subject,
    cc: JSON.parse(row.cc_list) as string[],
    bcc: JSON.parse(row.bcc_list) as string[],
    message: row.message,
    attachments: JSON.parse(row.attachments) as Email['attachments'],
    isStarred: Boolean(row.is_starred),
    labels: JSON.parse(row.labels) as Email['labels'],
    time: row.time,
    replies: JSON.parse(row.replies) as EmailReply[],
    folder: row.folder as Email['folder'],
    isRead: Boolean(row.is_read),
  };
}

/**
 * The spec's folder rules: trash shows only trash; starred shows starred mails outside the trash;
 * every other folder is exactly that folder (so never the trash). Then the label and the search
 * (sender name or subject, case-insensitive).
 */
function mailbox(ctx: ServiceContext, query: ViewQuery, search: SearchPlan | null) {
  // With few search matches, the account is checked on each fetched match rather than leading the plan.
  let select = ctx.db.selectFrom('email_messages').where(search?.kind === 'few' ? sql`+account_id` : sql`account_id`, '=', ctx.user.id);
  if (query.folder === 'starred') select = select.where('is_starred', '=', 1).where('folder', '<>', 'trash');
  else select = select.where('folder', '=', query.folder);
  // Labels come from a closed list, so the quoted name cannot match inside another label.
  if (query.label) select = select.where('labels', 'like', `%"${query.label}"%`);
  if (search?.kind === 'few') select = select.where((eb) => matchesAny(eb.ref('id'), search.matches));
  else if (search) {
    const q = search.q;
    select = select.where((eb) => eb.or([containsText(ctx.db, eb.ref('from_name'), q), containsText(ctx.db, eb.ref('subject'), q)]));
  }
  return select;
}

const searchFor = (ctx: ServiceContext, query: ViewQuery) => (query.q ? planSearch(ctx.db, 'email_messages', query.q) : null);

/** Newer than the given mail (`'>'`) or older (`'<'`), in the list's order: time, then id. */
const beyond = (op: '<' | '>', time: string, id: number) => sql<SqlBool>`time ${sql.raw(op)}= ${time} and (time ${sql.raw(op)} ${time} or id ${sql.raw(op)} ${id})`;

/** The badges: unread in the inbox and spam, every draft. Each is a count over a short index range, remembered until mail is written. */
export async function emailsMeta(ctx: ServiceContext): Promise<EmailsMeta> {
  const own = () => ctx.db.selectFrom('email_messages').where('account_id', '=', ctx.user.id);
  const [inbox, draft, spam] = await Promise.all([
    countRows(ctx.db, own().where('folder', '=', 'inbox').where('is_read', '=', 0)),
    countRows(ctx.db, own().where('folder', '=', 'draft')),
    countRows(ctx.db, own().where('folder', '=', 'spam').where('is_read', '=', 0)),
  ]);
  return { inbox, draft, spam };
}

/** One page of a list, newest first, and a cursor to read on from its last mail. */
export async function listEmails(ctx: ServiceContext, query: ListQuery) {
  let page = mailbox(ctx, query, await searchFor(ctx, query)).selectAll();
  if (query.cursor) page = page.where(beyond('<', query.cursor.key, query.cursor.id));
  const rows = await page.orderBy('time', 'desc').orderBy('id', 'desc').limit(query.perPage + 1).execute();
  const more = rows.length > query.perPage;
  const shown = more ? rows.slice(0, query.perPage) : rows;
  const last = shown.at(-1);
  return {
    emails: shown.map(toEmail),
    emailsMeta: await emailsMeta(ctx),
    nextCursor: more && last ? encodeCursor({ sort: ORDER, key: last.time, id: last.id }) : null,
  };
}

async function ownRow(ctx: ServiceContext, id: number) {
  const row = await ctx.db.selectFrom('email_messages').selectAll().where('id', '=', id).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (!row) throw new NotFound(`Email ${id} not found`);
  return row;
}

/** The mail just newer (previous) or just older (next) than this one in the list; each is one index step. */
function neighbour(list: ReturnType<typeof mailbox>, row: EmailMessageRow, dir: 'previous' | 'next') {
  const newer = dir === 'previous';
  return list
    .where(beyond(newer ? '>' : '<', row.time, row.id))
    .orderBy('time', newer ? 'asc' : 'desc')
    .orderBy('id', newer ? 'asc' : 'desc')
    .limit(1);
}

const inList = async (list: ReturnType<typeof mailbox>, row: EmailMessageRow) => Boolean(await list.select('id').where('id', '=', row.id).executeTakeFirst());

/** A mail with whether the list it was opened from (same folder, label, q) goes on either side of it. */
async function withNeighbours(list: ReturnType<typeof mailbox>, row: EmailMessageRow): Promise<EmailWithNeighbours> {
  const listed = await inList(list, row);
  const [previous, next] = listed
    ? await Promise.all([neighbour(list, row, 'previous').select('id').executeTakeFirst(), neighbour(list, row, 'next').select('id').executeTakeFirst()])
    : [undefined, undefined];
  return { ...toEmail(row), hasPreviousMail: Boolean(previous), hasNextMail: Boolean(next) };
}

export async function getEmail(ctx: ServiceContext, query: ViewQuery & { id: number }) {
  return withNeighbours(mailbox(ctx, query, await searchFor(ctx, query)), await ownRow(ctx, query.id));
}

export async function paginateEmail(ctx: ServiceContext, query: ViewQuery & { dir: 'previous' | 'next'; emailId: number }) {
  const row = await ownRow(ctx, query.emailId);
  const list = mailbox(ctx, query, await searchFor(ctx, query));
  const target = (await inList(list, row)) ? await neighbour(list, row, query.dir).selectAll().executeTakeFirst() : undefined;
  if (!target) throw new NotFound(`No ${query.dir} email`);
  return withNeighbours(list, target);
}

/** Every id must be the caller's: one that is not answers 404 and nothing is written. */
async function assertOwned(ctx: ServiceContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await ctx.db.selectFrom('email_messages').select('id').where('account_id', '=', ctx.user.id).where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw new NotFound('Email not found');
  return unique;
}

export async function updateEmails(ctx: ServiceContext, { emailIds, dataToUpdate }: z.output<typeof emailUpdate>) {
  const ids = await assertOwned(ctx, emailIds);
  const set: Partial<Insertable<EmailMessageTable>> = {};
  if (dataToUpdate.isRead !== undefined) set.is_read = toFlag(dataToUpdate.isRead);
  if (dataToUpdate.isStarred !== undefined) set.is_starred = toFlag(dataToUpdate.isStarred);
  if (dataToUpdate.folder !== undefined) set.folder = dataToUpdate.folder;
  await ctx.db.updateTable('email_messages').set(set).where('account_id', '=', ctx.user.id).where('id', 'in', ids).execute();
  return { updated: ids.length };
}

/** Toggles the label on each mail on its own: added where missing, removed where present. */
export async function toggleLabel(ctx: ServiceContext, emailIds: number[], label: EmailLabel) {
  const ids = await assertOwned(ctx, emailIds);
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('email_messages').select(['id', 'labels']).where('id', 'in', ids).execute();
    for (const row of rows) {
      const labels = JSON.parse(row.labels) as string[];
      const next = labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label];
      await trx.updateTable('email_messages').set({ labels: JSON.stringify(next) }).where('id', '=', row.id).execute();
    }
  });
  return { updated: ids.length };
}

async function sender(db: Db, accountId: number) {
  return db.selectFrom('accounts').select(['id', 'email', 'full_name', 'avatar']).where('id', '=', accountId).executeTakeFirstOrThrow();
}

/** Names for addresses: an account's full name when the address is a user of the organisation. */
async function recipients(db: Db, addresses: string[]) {
  const unique = [...new Set(addresses)];
  const accounts = unique.length ? await db.selectFrom('accounts').select(['id', 'email', 'full_name']).where('email', 'in', unique).execute() : [];
  const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  return {
    people: addresses.map((email) => ({ email, name: byEmail.get(email)?.full_name ?? email.split('@')[0] })),
    accounts: unique.map((email) => byEmail.get(email)).filter((a) => a !== undefined),
  };
}

type Draft = z.output<typeof draftInput>;

async function composed(ctx: ServiceContext, input: Draft) {
  const me = await sender(ctx.db, ctx.user.id);
  const { people } = await recipients(ctx.db, input.to);
  return {
    account_id: ctx.user.id,
    from_email: me.email,
    from_name: me.full_name,
    from_avatar: me.avatar,
    to_list: JSON.stringify(people),
    cc_list: JSON.stringify(input.cc),
    bcc_list: JSON.stringify(input.bcc),
    subject: input.subject,
    message: sanitizeMailHtml(input.message),
    time: ctx.now.toISOString(),
  };
}

/** Creates a draft, or rewrites one of the caller's drafts when its id is given. */
export async function saveDraft(ctx: ServiceContext, input: Draft) {
  const values = { ...(await composed(ctx, input)), folder: 'draft', is_read: 1 as const };
  if (input.id) {
    const row = await ownRow(ctx, input.id);
    if (row.folder !== 'draft') throw new NotFound(`Draft ${input.id} not found`);
    const updated = await ctx.db.updateTable('email_messages').set(values).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return toEmail(updated);
  }
  return toEmail(await ctx.db.insertInto('email_messages').values(values).returningAll().executeTakeFirstOrThrow());
}

/**
 * Sends: the sender keeps a read copy in sent; each recipient (to, cc or bcc) who has an account
 * gets an unread copy in their inbox, without the bcc list. A sent draft leaves the drafts; a reply
 * also joins the thread of the mail it answers.
 */
export async function sendEmail(ctx: ServiceContext, input: z.output<typeof sendInput>) {
  const draft = input.id ? await ownRow(ctx, input.id) : null;
  if (draft && draft.folder !== 'draft') throw new NotFound(`Draft ${input.id} not found`);
  const original = input.replyTo ? await ownRow(ctx, input.replyTo) : null;
  const values = await composed(ctx, input);
  const { accounts } = await recipients(ctx.db, [...input.to, ...input.cc, ...input.bcc]);

  return ctx.db.transaction().execute(async (trx) => {
    const sent = await trx.insertInto('email_messages').values({ ...values, folder: 'sent', is_read: 1 }).returningAll().executeTakeFirstOrThrow();
    if (accounts.length) {
      await trx
        .insertInto('email_messages')
        .values(accounts.map((a) => ({ ...values, account_id: a.id, folder: 'inbox', is_read: 0 as const, bcc_list: '[]' })))
        .execute();
    }
    if (draft) await trx.deleteFrom('email_messages').where('id', '=', draft.id).execute();
    if (original) {
      const { replies: _replies, isStarred: _s, labels: _l, folder: _f, isRead: _r, ...reply } = toEmail(sent);
      const thread = [...(JSON.parse(original.replies) as EmailReply[]), reply];
      await trx.updateTable('email_messages').set({ replies: JSON.stringify(thread) }).where('id', '=', original.id).execute();
    }
    return toEmail(sent);
  });
}

/** Users of the organisation to suggest as recipients: name or address contains q. */
export async function listContacts(ctx: ServiceContext, q: string) {
  let select = ctx.db.selectFrom('accounts').select(['full_name', 'email', 'avatar']);
  if (q) select = select.where((eb) => eb.or([containsText(ctx.db, eb.ref('full_name'), q), containsText(ctx.db, eb.ref('email'), q)]));
  const rows = await select.orderBy('full_name').orderBy('id').limit(8).execute();
  return { contacts: rows.map((r) => ({ name: r.full_name, email: r.email, avatar: r.avatar })) };
}
