import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from '@/platform/contract/errors';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { createTestApp } from '@/server/test-app';
import { draftInput, emailListQuery, emailUpdate, sendInput } from './contract';
import { getEmail, listEmails, paginateEmail, saveDraft, sendEmail, toggleLabel, updateEmails } from './service';
import { sanitizeMailHtml } from './sanitize';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
let other: ServiceContext;
const now = new Date('2026-11-22T10:00:00Z');

function contextFor(db: Db, id: number, at = now): ServiceContext {
  const rules = [{ action: 'manage', subject: 'all' }];
  return { db, now: at, user: { id, role: 'admin', rules, ability: buildAbility(rules) } };
}

async function newAccount(name: string, email: string) {
  const row = await t.db
    .insertInto('accounts')
    .values({ full_name: name, username: email.split('@')[0], email, password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const ids: Record<string, number> = {};
/** Puts one mail straight into the test account's mailbox, `minutes` before now. */
async function put(key: string, folder: string, minutes: number, extra: Record<string, unknown> = {}) {
  const row = await t.db
    .insertInto('email_messages')
    .values({
      account_id: ctx.user.id,
      folder,
      from_email: `${key}@example.com`,
      from_name: `Sender ${key}`,
      from_avatar: null,
      to_list: '[]',
      subject: `Subject ${key}`,
      message: '<p>hi</p>',
      time: new Date(now.getTime() - minutes * 60_000).toISOString(),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

const list = (query: Record<string, unknown> = {}) => listEmails(ctx, emailListQuery.parse(query));
const keys = async (query: Record<string, unknown> = {}) => (await list(query)).emails.map((e) => e.subject.replace('Subject ', ''));

beforeAll(async () => {
  t = await createTestApp();
  // A fresh account with an empty mailbox, so every mail here is the test's own.
  ctx = contextFor(t.db, await newAccount('Ana Test', 'ana@example.com'));
  other = contextFor(t.db, await newAccount('Bruno Test', 'bruno@example.com'));
  await put('in-old', 'inbox', 300, { is_read: 1, labels: '["company"]' });
  await put('in-new', 'inbox', 10, { labels: '["personal","important"]' });
  await put('in-star', 'inbox', 100, { is_starred: 1, from_name: 'Zoe 100%_Quinn' });
  await put('sent', 'sent', 50, { is_read: 1 });
  await put('draft', 'draft', 60, { is_read: 1 });
  await put('spam-unread', 'spam', 70);
  await put('spam-read', 'spam', 80, { is_read: 1 });
  await put('trash-star', 'trash', 90, { is_starred: 1 });
});
afterAll(() => t.app.close());

describe('folder rules (SPEC §7)', () => {
  it('inbox is the default, newest first, without trash', async () => {
    expect(await keys()).toEqual(['in-new', 'in-star', 'in-old']);
  });
  it('each real folder shows exactly its mails', async () => {
    expect(await keys({ folder: 'sent' })).toEqual(['sent']);
    expect(await keys({ folder: 'draft' })).toEqual(['draft']);
    expect(await keys({ folder: 'spam' })).toEqual(['spam-unread', 'spam-read']);
  });
  it('trash shows only trash', async () => {
    expect(await keys({ folder: 'trash' })).toEqual(['trash-star']);
  });
  it('starred shows starred mails that are not in the trash', async () => {
    expect(await keys({ folder: 'starred' })).toEqual(['in-star']);
  });
  it('a label filters within the folder', async () => {
    expect(await keys({ label: 'company' })).toEqual(['in-old']);
    expect(await keys({ label: 'important' })).toEqual(['in-new']);
    expect(await keys({ label: 'private' })).toEqual([]);
  });
  it('search matches sender name or subject, case-insensitively, % and _ literally', async () => {
    expect(await keys({ q: 'SUBJECT IN-OLD' })).toEqual(['in-old']);
    expect(await keys({ q: 'zoe' })).toEqual(['in-star']);
    expect(await keys({ q: '100%_q' })).toEqual(['in-star']);
    expect(await keys({ q: '%' })).toEqual(['in-star']);
    expect(await keys({ q: 'nobody' })).toEqual([]);
  });
});

describe('emailsMeta', () => {
  it('counts unread inbox, all drafts and unread spam', async () => {
    expect((await list()).emailsMeta).toEqual({ inbox: 2, draft: 1, spam: 1 });
  });
  it('the inbox count drops when a mail is read', async () => {
    await updateEmails(ctx, emailUpdate.parse({ emailIds: [ids['in-new']], dataToUpdate: { isRead: true } }));
    expect((await list()).emailsMeta.inbox).toBe(1);
    await updateEmails(ctx, emailUpdate.parse({ emailIds: [ids['in-new']], dataToUpdate: { isRead: false } }));
    expect((await list()).emailsMeta.inbox).toBe(2);
  });
});

describe('updates', () => {
  it('changes the given fields of every chosen mail; moving to trash leaves the other views', async () => {
    const res = await updateEmails(ctx, emailUpdate.parse({ emailIds: [ids['in-star'], ids['in-old']], dataToUpdate: { folder: 'trash' } }));
    expect(res.updated).toBe(2);
    expect(await keys()).toEqual(['in-new']);
    expect(await keys({ folder: 'starred' })).toEqual([]);
    expect(await keys({ folder: 'trash' })).toEqual(['trash-star', 'in-star', 'in-old']);
    await updateEmails(ctx, emailUpdate.parse({ emailIds: [ids['in-star'], ids['in-old']], dataToUpdate: { folder: 'inbox' } }));
    expect(await keys()).toEqual(['in-new', 'in-star', 'in-old']);
  });
  it('a label update toggles the label on each mail on its own', async () => {
    await toggleLabel(ctx, [ids['in-old'], ids['in-new']], 'company');
    const labels = Object.fromEntries((await list()).emails.map((e) => [e.subject, e.labels]));
    expect(labels['Subject in-old']).toEqual([]);
    expect(labels['Subject in-new']).toEqual(['personal', 'important', 'company']);
    await toggleLabel(ctx, [ids['in-old'], ids['in-new']], 'company');
    expect(await keys({ label: 'company' })).toEqual(['in-old']);
  });
  it("another account's ids are not found and nothing is written", async () => {
    await expect(updateEmails(other, emailUpdate.parse({ emailIds: [ids['in-new']], dataToUpdate: { isStarred: true } }))).rejects.toBeInstanceOf(NotFound);
    await expect(toggleLabel(other, [ids['in-new']], 'private')).rejects.toBeInstanceOf(NotFound);
    await expect(getEmail(other, { ...emailListQuery.parse({}), id: ids['in-new'] })).rejects.toBeInstanceOf(NotFound);
    const mine = (await list()).emails.find((e) => e.id === ids['in-new'])!;
    expect(mine.isStarred).toBe(false);
    expect(mine.labels).not.toContain('private');
  });
});

describe('get-email and paginate-email', () => {
  const q = emailListQuery.parse({});
  it('sets hasPreviousMail and hasNextMail by position in the list', async () => {
    expect(await getEmail(ctx, { ...q, id: ids['in-new'] })).toMatchObject({ hasPreviousMail: false, hasNextMail: true });
    expect(await getEmail(ctx, { ...q, id: ids['in-star'] })).toMatchObject({ hasPreviousMail: true, hasNextMail: true });
    expect(await getEmail(ctx, { ...q, id: ids['in-old'] })).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    // In the starred view the same mail is alone.
    expect(await getEmail(ctx, { ...emailListQuery.parse({ folder: 'starred' }), id: ids['in-star'] })).toMatchObject({ hasPreviousMail: false, hasNextMail: false });
  });
  it('returns the neighbour in either direction', async () => {
    expect((await paginateEmail(ctx, { ...q, dir: 'next', emailId: ids['in-new'] })).id).toBe(ids['in-star']);
    expect((await paginateEmail(ctx, { ...q, dir: 'previous', emailId: ids['in-old'] })).id).toBe(ids['in-star']);
  });
  it('404 when there is no neighbour (SPEC §8) or no such mail', async () => {
    await expect(paginateEmail(ctx, { ...q, dir: 'previous', emailId: ids['in-new'] })).rejects.toBeInstanceOf(NotFound);
    await expect(paginateEmail(ctx, { ...q, dir: 'next', emailId: ids['in-old'] })).rejects.toBeInstanceOf(NotFound);
    await expect(getEmail(ctx, { ...q, id: 999_999 })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('send and drafts', () => {
  it("send puts the mail in the sender's sent folder and in a recipient account's inbox, without bcc", async () => {
    const sent = await sendEmail(ctx, sendInput.parse({ to: ['BRUNO@example.com', 'outsider@elsewhere.org'], bcc: ['secret@elsewhere.org'], subject: 'Hola Bruno', message: '<p>¿Qué tal?</p>' }));
    expect(sent).toMatchObject({ folder: 'sent', isRead: true, from: { email: 'ana@example.com', name: 'Ana Test' } });
    expect(sent.to).toEqual([
      { name: 'Bruno Test', email: 'bruno@example.com' },
      { name: 'outsider', email: 'outsider@elsewhere.org' },
    ]);
    expect(await keys({ folder: 'sent' })).toContain('Hola Bruno'.replace('Subject ', ''));
    const theirs = (await listEmails(other, emailListQuery.parse({}))).emails;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ subject: 'Hola Bruno', folder: 'inbox', isRead: false, bcc: [], from: { email: 'ana@example.com' } });
    expect((await listEmails(other, emailListQuery.parse({}))).emailsMeta.inbox).toBe(1);
  });
  it('a mail sent by admin to client@demo.com lands in the client’s inbox', async () => {
    const admin = await t.db.selectFrom('accounts').select('id').where('email', '=', 'admin@demo.com').executeTakeFirstOrThrow();
    const client = await t.db.selectFrom('accounts').select('id').where('email', '=', 'client@demo.com').executeTakeFirstOrThrow();
    await sendEmail(contextFor(t.db, admin.id), sendInput.parse({ to: ['client@demo.com'], subject: 'Para Jane', message: '<p>Hola</p>' }));
    const row = await t.db.selectFrom('email_messages').selectAll().where('account_id', '=', client.id).where('subject', '=', 'Para Jane').executeTakeFirst();
    expect(row).toMatchObject({ folder: 'inbox', is_read: 0, from_email: 'admin@demo.com' });
  });
  it('a reply joins the thread of the mail it answers', async () => {
    const sent = await sendEmail(ctx, sendInput.parse({ to: ['x@example.com'], subject: 'Re: Subject in-new', message: '<p>ok</p>', replyTo: ids['in-new'] }));
    const original = await getEmail(ctx, { ...emailListQuery.parse({}), id: ids['in-new'] });
    expect(original.replies.map((r) => r.id)).toEqual([sent.id]);
  });
  it('save-draft creates a draft, updates it by id, and sending it leaves the drafts', async () => {
    const draft = await saveDraft(ctx, draftInput.parse({ subject: 'Borrador' }));
    expect(draft.folder).toBe('draft');
    expect((await list()).emailsMeta.draft).toBe(2);
    const again = await saveDraft(ctx, draftInput.parse({ id: draft.id, to: ['bruno@example.com'], subject: 'Borrador 2' }));
    expect(again.id).toBe(draft.id);
    expect(await keys({ folder: 'draft' })).toEqual(['Borrador 2', 'draft']);
    await sendEmail(ctx, sendInput.parse({ id: draft.id, to: ['bruno@example.com'], subject: 'Borrador 2' }));
    expect(await keys({ folder: 'draft' })).toEqual(['draft']);
    await expect(saveDraft(other, draftInput.parse({ id: ids.draft, subject: 'mine now' }))).rejects.toBeInstanceOf(NotFound);
    await expect(saveDraft(ctx, draftInput.parse({ id: ids.sent, subject: 'not a draft' }))).rejects.toBeInstanceOf(NotFound);
  });
});

describe('sanitising', () => {
  it('the stored body keeps formatting and loses scripts, handlers and javascript: links', async () => {
    const dirty =
      '<p onclick="x()">Hola <strong>mundo</strong></p><script>window.pwned=1</script><img src=x onerror="window.pwned=1">' +
      '<a href="javascript:alert(1)">a</a><a href="https://ok.example/?a=1&b=2">b</a><svg onload="x()"><circle/></svg><style>p{}</style>';
    const sent = await sendEmail(ctx, sendInput.parse({ to: ['bruno@example.com'], subject: 'XSS', message: dirty }));
    expect(sent.message).toBe('<p>Hola <strong>mundo</strong></p><a>a</a><a href="https://ok.example/?a=1&amp;b=2">b</a>');
    const theirs = (await listEmails(other, emailListQuery.parse({ q: 'xss' }))).emails[0];
    expect(theirs.message).toBe(sent.message);
  });
  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="jav&#x61;script:alert(1)">x</a>',
    '<a href=" java\tscript:alert(1)">x</a>',
    '<SCRIPT SRC=//x></SCRIPT>ok',
    '<div title="a>b" onmouseover=x>t</div>',
    '<!-- <script>x</script> -->plain',
    '<iframe src="https://x"></iframe>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('%s keeps no script, handler, frame or javascript: link', (dirty) => {
    expect(sanitizeMailHtml(dirty)).not.toMatch(/<script|<iframe|<svg|<math|<style|\son\w+=|javascript:/i);
  });
  it('text stays text', () => {
    expect(sanitizeMailHtml('5 < 6 & 7 > 3')).toBe('5 &lt; 6 &amp; 7 &gt; 3');
  });
});
