import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { encodeCursor } from '@/platform/contract/cursor';
import { isSqlite } from '@/platform/db/sql';
import { todoListQuery, todoTaskInput, TODO_SORTS } from './contract';
import { addTask, listTasks, TOTAL_CAP, updateTask } from './service';
import { adminContext } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let ctx: ReturnType<typeof adminContext>;
const list = (query: Record<string, unknown> = {}) => listTasks(ctx, todoListQuery.parse(query));
const add = (input: Record<string, unknown>) => addTask(ctx, todoTaskInput.parse({ dueDate: '2026-12-01', ...input }));

async function newAccount(username: string) {
  const row = await t.db
    .insertInto('accounts')
    .values({ full_name: username, username, email: `${username}@example.com`, password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every page of a list, following the cursors, as ids in the order they came. */
async function allPages(query: Record<string, unknown>, context = ctx) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const page = await listTasks(context, todoListQuery.parse({ ...query, cursor }));
    ids.push(...page.tasks.map((x) => x.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('the cursors never ended');
}

const NAMES = ['Alpha', 'bravo', 'Charlie', 'delta', 'Echo'];
const PEOPLE = [null, 'Zoe', 'Ana', 'Ana'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  ctx = adminContext(t.db, await newAccount('paging'));
  // 45 tasks made at the same instant, with titles, assignees and due dates that repeat: many ties.
  for (let i = 0; i < 45; i++) {
    const who = PEOPLE[i % PEOPLE.length];
    await add({ title: `${NAMES[i % NAMES.length]} task`, dueDate: `2026-12-0${(i % 3) + 1}`, assignee: who ? { fullName: who, avatar: null } : null, isImportant: i % 2 === 0 });
  }
});
afterAll(() => t.app.close());

describe('keyset pages of the todo list', () => {
  it.each(TODO_SORTS)('sorted by %s, pages of 7 hold every task once, in the one-page order', async (sortBy) => {
    const whole = (await list({ sortBy, perPage: 100 })).tasks.map((x) => x.id);
    expect(whole).toHaveLength(45);
    const paged = await allPages({ sortBy, perPage: 7 });
    expect(paged).toEqual(whole);
  });
  it('ties go by id, so the same query gives the same order every time', async () => {
    const first = (await list({ perPage: 100 })).tasks.map((x) => x.id);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    const byTitle = (await list({ sortBy: 'title-asc', perPage: 100 })).tasks;
    const alphas = byTitle.filter((x) => x.title === 'Alpha task').map((x) => x.id);
    expect(alphas).toEqual([...alphas].sort((a, b) => a - b));
  });
  it('filters and search page the same way', async () => {
    const important = await allPages({ filter: 'important', sortBy: 'assignee', perPage: 4 });
    expect(important).toHaveLength(23);
    expect(new Set(important).size).toBe(23);
    const search = await allPages({ q: 'charl', perPage: 4 });
    expect(search).toHaveLength(9);
  });
  it('the first page carries the total; later pages do not count again', async () => {
    const first = await list({ perPage: 10 });
    expect(first).toMatchObject({ total: 45, totalCapped: false });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ perPage: 10, cursor: first.nextCursor });
    expect(second.total).toBeNull();
    expect((await list({ perPage: 50 })).nextCursor).toBeNull();
  });
  it('a cursor still resumes after the tasks around it change', async () => {
    const first = await list({ sortBy: 'title-asc', perPage: 10 });
    const seen = first.tasks.map((x) => x.id);
    // A task already seen is renamed to sort last; a new one lands before the cursor.
    await updateTask(ctx, { id: seen[0], title: 'zulu task' });
    const added = await add({ title: 'Aardvark task' });
    const rest: number[] = [];
    let cursor = first.nextCursor ?? undefined;
    while (cursor) {
      const page = await list({ sortBy: 'title-asc', perPage: 10, cursor });
      rest.push(...page.tasks.map((x) => x.id));
      cursor = page.nextCursor ?? undefined;
    }
    // Nothing from the first page comes again, except the renamed one at its new place at the end.
    expect(rest.filter((id) => seen.includes(id))).toEqual([seen[0]]);
    expect(rest.at(-1)).toBe(seen[0]);
    expect(rest).not.toContain(added.id);
    // The 45 tasks that were there from the start each came exactly once.
    expect(new Set([...seen, ...rest]).size).toBe(45);
    expect(seen.length + rest.length).toBe(46);
  });
});

describe('a long list', () => {
  let big: ReturnType<typeof adminContext>;
  beforeAll(async () => {
    big = adminContext(t.db, await newAccount('bigger'));
    const rows = Array.from({ length: 4200 }, (_, i) => ({
      account_id: big.user.id,
      title: i % 2 ? `Needle ${i}` : `Hay ${i}`,
      due_date: '2026-12-01',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('todo_tasks').values(rows.slice(i, i + 500)).execute();
  });
  it(`counts up to ${TOTAL_CAP} and says there are more`, async () => {
    expect(await listTasks(big, todoListQuery.parse({}))).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
  });
  it('a search with many matches walks the sorted list uncounted; one with few fetches and counts them', async () => {
    const many = await allPages({ q: 'needle', perPage: 100 }, big);
    expect(many).toHaveLength(2100);
    expect(new Set(many).size).toBe(2100);
    // On SQLite counting thousands of trigram matches would cost more than the page: a broad search gives
    // no total. PostgreSQL counts them from its trigram index, up to the cap.
    const broad = await listTasks(big, todoListQuery.parse({ q: 'needle' }));
    expect(broad.total).toBe(isSqlite(t.db) ? null : TOTAL_CAP);
    const few = await listTasks(big, todoListQuery.parse({ q: 'needle 77' }));
    expect(few.tasks.map((x) => x.title)).toEqual(['Needle 779', 'Needle 777', 'Needle 775', 'Needle 773', 'Needle 771', 'Needle 77']);
    expect(few.total).toBe(6);
  });
});

describe('GET /api/apps/todo/tasks paging', () => {
  const get = (qs: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/apps/todo/tasks?${qs}`, headers });
  it('answers a page, a cursor and the total; the cursor brings the next page', async () => {
    const first = await get('perPage=5');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.tasks).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const second = (await get(`perPage=5&cursor=${body.nextCursor}`)).json();
    expect(second.tasks).toHaveLength(5);
    expect(second.tasks.map((x: { id: number }) => x.id).some((id: number) => body.tasks.some((y: { id: number }) => y.id === id))).toBe(false);
  });
  it.each([
    ['cursor=not-a-cursor', 'query.cursor'],
    [`cursor=${encodeCursor({ sort: 'latest', key: 'x', id: 1 }).slice(0, -3)}`, 'query.cursor'],
    [`sortBy=title-asc&cursor=${encodeCursor({ sort: 'latest', key: '2026', id: 1 })}`, 'query.cursor'],
    ['perPage=0', 'query.perPage'],
    ['perPage=101', 'query.perPage'],
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
