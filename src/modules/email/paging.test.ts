import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { encodeCursor } from '@/platform/contract/cursor';
import { createTestApp } from '@/server/test-app';
import { emailListQuery } from './contract';
import { getEmail, listEmails, paginateEmail, updateEmails } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let ctx: ServiceContext;
const now = new Date('2026-11-22T10:00:00Z');
const list = (query: Record<string, unknown> = {}) => listEmails(ctx, emailListQuery.parse(query));

/** Every page of a list, following the cursors, as ids in the order they came. */
async function allPages(query: Record<string, unknown>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const page = await list({ ...query, cursor });
    ids.push(...page.emails.map((m) => m.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('the cursors never ended');
}

const mailIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const account = await t.db
    .insertInto('accounts')
    .values({ full_name: 'Pages', username: 'pages', email: 'pages@example.com', password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = [{ action: 'manage', subject: 'all' }];
  ctx = { db: t.db, now, user: { id: account.id, role: 'admin', rules, ability: buildAbility(rules) } };
  // 45 inbox mails, three to a minute (ties in time), every third starred, every fifth about invoices.
  const rows = Array.from({ length: 45 }, (_, i) => ({
    account_id: account.id,
    folder: 'inbox',
    from_email: `s${i}@example.com`,
    from_name: `Sender ${i}`,
    to_list: '[]',
    subject: i % 5 === 0 ? `Factura ${i}` : `Hola ${i}`,
    message: '<p>hi</p>',
    is_starred: (i % 3 === 0 ? 1 : 0) as 0 | 1,
    is_read: (i < 40 ? 1 : 0) as 0 | 1,
    time: new Date(now.getTime() - Math.floor(i / 3) * 60_000).toISOString(),
  }));
  const inserted = await t.db.insertInto('email_messages').values(rows).returning('id').execute();
  mailIds.push(...inserted.map((r) => r.id));
});
afterAll(() => t.app.close());

describe('keyset pages of a mailbox', () => {
  it('pages of 7 hold every mail once, newest first, ties by id', async () => {
    const paged = await allPages({ perPage: 7 });
    expect(paged).toHaveLength(45);
    // Same time: the higher id first; so the order is exactly by (time, id) descending.
    const expected = [...mailIds].sort((a, b) => Math.floor(mailIds.indexOf(a) / 3) - Math.floor(mailIds.indexOf(b) / 3) || b - a);
    expect(paged).toEqual(expected);
  });
  it('the starred view and a search page the same way', async () => {
    expect(await allPages({ folder: 'starred', perPage: 4 })).toHaveLength(15);
    expect(await allPages({ q: 'factura', perPage: 2 })).toHaveLength(9);
  });
  it('every page carries the unread counts; the last page has no cursor', async () => {
    const page = await list({ perPage: 50 });
    expect(page.emailsMeta).toEqual({ inbox: 5, draft: 0, spam: 0 });
    expect(page.nextCursor).toBeNull();
  });
  it('a mail moved away while someone reads on is simply not in the later pages', async () => {
    const first = await list({ perPage: 10 });
    const later = (await list({ perPage: 10, cursor: first.nextCursor })).emails;
    await updateEmails(ctx, { emailIds: [later[0].id], dataToUpdate: { folder: 'trash' } });
    const again = await list({ perPage: 10, cursor: first.nextCursor });
    expect(again.emails.slice(0, 9).map((m) => m.id)).toEqual(later.slice(1).map((m) => m.id));
    expect(again.emails.map((m) => m.id)).not.toContain(later[0].id);
    await updateEmails(ctx, { emailIds: [later[0].id], dataToUpdate: { folder: 'inbox' } });
  });
});

describe('previous and next at depth', () => {
  it('walks from the oldest mail to the newest with paginate, as the list orders them', async () => {
    const order = await allPages({ perPage: 100 });
    const oldest = await getEmail(ctx, { ...emailListQuery.parse({}), id: order.at(-1)! });
    expect(oldest).toMatchObject({ hasNextMail: false, hasPreviousMail: true });
    const walked = [oldest.id];
    let at = oldest;
    while (at.hasPreviousMail) {
      at = await paginateEmail(ctx, { ...emailListQuery.parse({}), dir: 'previous', emailId: at.id });
      walked.push(at.id);
    }
    expect(walked).toEqual([...order].reverse());
  });
  it('within a search, the neighbours are the search’s', async () => {
    const found = await allPages({ q: 'factura' });
    const next = await paginateEmail(ctx, { ...emailListQuery.parse({ q: 'factura' }), dir: 'next', emailId: found[3] });
    expect(next.id).toBe(found[4]);
  });
});

describe('GET /api/apps/email/emails paging', () => {
  const get = (qs: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/apps/email/emails?${qs}`, headers });
  it('answers a page and a cursor that brings the next one', async () => {
    const first = (await get('perPage=3')).json();
    expect(first.emails).toHaveLength(3);
    const second = (await get(`perPage=3&cursor=${first.nextCursor}`)).json();
    expect(second.emails[0].id).not.toBe(first.emails[0].id);
    expect(new Date(second.emails[0].time) <= new Date(first.emails[2].time)).toBe(true);
  });
  it.each([
    ['cursor=%25%25', 'query.cursor'],
    [`cursor=${encodeCursor({ sort: 'title-asc', key: 'x', id: 1 })}`, 'query.cursor'],
    ['perPage=500', 'query.perPage'],
  ])('400 naming the field for %s', async (qs, path) => {
    const res = await get(qs);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
  it('401 and 403 come before a bad cursor is looked at', async () => {
    expect((await get('cursor=bad', {})).statusCode).toBe(401);
    const client = await t.login('client@demo.com', 'client');
    expect((await get('cursor=bad', client.headers)).statusCode).toBe(403);
  });
});
