import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { MAX_BOOKMARKS, SEARCH_LIMIT } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
interface Group {
  groupTitle: 'files' | 'contacts';
  searchLimit: number;
  data: { title: string; email?: string; by?: string; link?: string }[];
}

const search = (q: string, headers: Headers = admin.headers) => t.app.inject({ method: 'GET', url: `/api/main-search/data?q=${encodeURIComponent(q)}`, headers });
const bookmarks = (headers: Headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/bookmarks/data', headers });
const toggle = (payload: unknown, headers: Headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/bookmarks/update', payload: payload as object, headers });

async function found(q: string, headers?: Headers) {
  const res = await search(q, headers);
  expect(res.statusCode, res.body).toBe(200);
  const groups = res.json().searchArr as Group[];
  const titles = (group: Group['groupTitle']) => groups.find((g) => g.groupTitle === group)!.data.map((item) => item.title);
  return { groups, files: titles('files'), contacts: titles('contacts') };
}

let accounts = 0;
/** An administrator of the test's own (the test app registers administrators). */
async function newAccount() {
  const n = ++accounts;
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `marcador${n}`, email: `marcador${n}@example.com`, password: 'secreto-largo' } });
  expect(res.statusCode).toBe(201);
  const session = res.json() as { accessToken: string; userData: { id: number } };
  return { id: session.userData.id, headers: { authorization: `Bearer ${session.accessToken}` } };
}

let people = 0;
async function addPerson(fullName: string) {
  const n = ++people;
  await t.db
    .insertInto('accounts')
    .values({ full_name: fullName, username: `persona${n}`, email: `persona${n}@buscar.test`, password_hash: 'x', role: 'client', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() })
    .execute();
}

async function addMail(accountId: number, from: string, files: string[], time: string) {
  const attachments = files.map((fileName) => ({ fileName, thumbnail: '/images/email/doc.svg', url: '/images/email/doc.svg', size: 2048 }));
  await t.db
    .insertInto('email_messages')
    .values({ account_id: accountId, folder: 'inbox', from_email: 'x@buscar.test', from_name: from, from_avatar: null, to_list: '[]', subject: 'Adjuntos', message: '<p>Hola</p>', attachments: JSON.stringify(attachments), time })
    .execute();
}

describe('GET /api/main-search/data', () => {
  it('401 without a token, whatever the query', async () => {
    expect((await search('a', {})).statusCode).toBe(401);
    expect((await search('x'.repeat(500), { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
  it.each([['x'.repeat(201)], ['dos\nlíneas']])('400 naming query.q for %j', async (q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.q');
  });
  it(`answers both groups, at most ${SEARCH_LIMIT} contacts, by name, whatever the case`, async () => {
    for (const name of ['Ulloa Quintana', 'ulloa Benítez', 'ULLOA Cano', 'Ulloa Díaz', 'Ulloa Esteve', 'Ulloa Ferrer']) await addPerson(name);
    const { groups, contacts } = await found('uLLoA');
    expect(groups.map((g) => [g.groupTitle, g.searchLimit])).toEqual([['files', SEARCH_LIMIT], ['contacts', SEARCH_LIMIT]]);
    expect(contacts).toHaveLength(SEARCH_LIMIT);
    for (const title of contacts) expect(title.toLowerCase()).toContain('ulloa');
    const contact = groups[1].data[0];
    expect(contact).toMatchObject({ email: expect.stringMatching(/@buscar\.test$/), link: expect.stringMatching(/^\/apps\/user\/view\/\d+$/) });
  });
  it('finds a contact by e-mail too', async () => {
    await addPerson('Remedios Varo');
    const row = await t.db.selectFrom('accounts').select('email').where('full_name', '=', 'Remedios Varo').executeTakeFirstOrThrow();
    expect((await found(row.email.toUpperCase())).contacts).toEqual(['Remedios Varo']);
  });
  it('reads % and _ as themselves, not as wildcards', async () => {
    for (const name of ['Tarifa q9%x', 'Tarifa q9ax', 'Tarifa q9_y', 'Tarifa q9by']) await addPerson(name);
    expect((await found('q9%x')).contacts).toEqual(['Tarifa q9%x']);
    expect((await found('q9_y')).contacts).toEqual(['Tarifa q9_y']);
  });
  it('matches names and e-mails only, not the billing method the directory also searches', async () => {
    expect(await t.db.selectFrom('accounts').select('id').where('billing', '=', 'Auto Debit').executeTakeFirst()).toBeDefined();
    expect((await found('auto debit')).contacts).toEqual([]);
  });
  it('leaves deleted people out', async () => {
    await addPerson('Zacarías Borrado');
    await t.db.updateTable('accounts').set({ deleted_at: new Date().toISOString() }).where('full_name', '=', 'Zacarías Borrado').execute();
    expect((await found('zacarías borrado')).contacts).toEqual([]);
  });
  it('finds the attachments of one’s own mail, each name once, at most four, and never another account’s', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    await addMail(owner.id, 'Lucía', ['acta-ñandú-1.pdf', 'acta-ñandú-2.pdf', 'otra-cosa.txt'], '2026-11-01T10:00:00.000Z');
    await addMail(owner.id, 'Mateo', ['ACTA-ñandú-1.pdf', 'acta-ñandú-3.pdf', 'acta-ñandú-4.pdf', 'acta-ñandú-5.pdf'], '2026-11-02T10:00:00.000Z');
    const mine = await found('acta-ñ', owner.headers);
    expect(mine.files).toHaveLength(SEARCH_LIMIT);
    expect(new Set(mine.files.map((f) => f.toLowerCase())).size).toBe(SEARCH_LIMIT);
    for (const title of mine.files) expect(title.toLowerCase()).toContain('acta-ñandú');
    // The name once, from its latest mail.
    const one = await found('acta-ñandú-1', owner.headers);
    expect(one.groups[0].data).toEqual([{ title: 'ACTA-ñandú-1.pdf', by: 'Mateo', size: 2048, file: '/images/email/doc.svg', date: '2026-11-02T10:00:00.000Z' }]);
    expect((await found('acta-ñandú', other.headers)).files).toEqual([]);
    expect((await found('otra-cosa', owner.headers)).files).toEqual(['otra-cosa.txt']);
  });
  it('an empty term finds nothing', async () => {
    const { groups } = await found('');
    expect(groups.every((g) => g.data.length === 0)).toBe(true);
  });
  it('without the users area’s read nor the e-mail’s, finds no contacts and no files', async () => {
    const client = await t.login('client@demo.com');
    await addPerson('Ulises Visible');
    expect(await found('ulises visible', client.headers)).toMatchObject({ contacts: [], files: [] });
    expect((await found('ulises visible')).contacts).toEqual(['Ulises Visible']);
  });
});

describe('bookmarks', () => {
  it('401 without a token', async () => {
    expect((await bookmarks({})).statusCode).toBe(401);
    expect((await toggle({ id: '/apps/email' }, {})).statusCode).toBe(401);
    expect((await toggle({ id: 12 }, {})).statusCode).toBe(401);
  });
  it.each([[{}], [{ id: 12 }], [{ id: 'apps/email' }], [{ id: '/apps/<b>' }], [{ id: `/${'a'.repeat(200)}` }], [{ id: '/Apps' }]])('400 naming body.id for %j, nothing written', async (payload) => {
    const before = (await bookmarks()).json().bookmarks;
    const res = await toggle(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.id');
    expect((await bookmarks()).json().bookmarks).toEqual(before);
  });
  it('toggles a page on and off, and keeps it between requests', async () => {
    const me = await newAccount();
    expect((await bookmarks(me.headers)).json()).toEqual({ bookmarks: [] });
    const on = await toggle({ id: '/apps/email' }, me.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: '/apps/email', isBookmarked: true, bookmarks: [{ id: '/apps/email', isBookmarked: true }] });
    await toggle({ id: '/apps/todo' }, me.headers);
    expect((await bookmarks(me.headers)).json().bookmarks.map((b: { id: string }) => b.id)).toEqual(['/apps/email', '/apps/todo']);
    const off = await toggle({ id: '/apps/email' }, me.headers);
    expect(off.json()).toEqual({ id: '/apps/email', isBookmarked: false, bookmarks: [{ id: '/apps/todo', isBookmarked: true }] });
    expect((await bookmarks(me.headers)).json().bookmarks).toEqual([{ id: '/apps/todo', isBookmarked: true }]);
  });
  it('are each account’s own', async () => {
    const [a, b] = [await newAccount(), await newAccount()];
    await toggle({ id: '/apps/kanban' }, a.headers);
    expect((await bookmarks(b.headers)).json().bookmarks).toEqual([]);
    // b's toggle of the same page bookmarks it for b, leaving a's alone.
    expect((await toggle({ id: '/apps/kanban' }, b.headers)).json().isBookmarked).toBe(true);
    expect((await bookmarks(a.headers)).json().bookmarks).toEqual([{ id: '/apps/kanban', isBookmarked: true }]);
  });
  it(`refuses more than ${MAX_BOOKMARKS} with a 400 naming body.id`, async () => {
    const me = await newAccount();
    for (let i = 0; i < MAX_BOOKMARKS; i++) expect((await toggle({ id: `/pagina-${i}` }, me.headers)).statusCode).toBe(200);
    const res = await toggle({ id: '/una-mas' }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.id');
    expect((await bookmarks(me.headers)).json().bookmarks).toHaveLength(MAX_BOOKMARKS);
    // Removing one is still allowed.
    expect((await toggle({ id: '/pagina-0' }, me.headers)).json().isBookmarked).toBe(false);
  });
});
