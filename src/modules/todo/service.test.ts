import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { todoListQuery, todoTaskInput } from './contract';
import { addTask, deleteTask, listTasks, updateTask } from './service';
import { adminContext } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ReturnType<typeof adminContext>;
const list = (query: Record<string, unknown> = {}) => listTasks(ctx, todoListQuery.parse(query));
const add = (input: Record<string, unknown>) => addTask(ctx, todoTaskInput.parse({ dueDate: '2026-12-01', ...input }));

beforeAll(async () => {
  t = await createTestApp();
  // A fresh account with no sample tasks, so every count here is the test's own.
  const account = await t.db
    .insertInto('accounts')
    .values({ full_name: 'Ana', username: 'ana', email: 'ana@example.com', password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx = adminContext(t.db, account.id);
  await add({ title: 'Bravo plan', tags: ['team'], isImportant: true, assignee: { fullName: 'Zoe', avatar: null }, dueDate: '2026-12-05' });
  await add({ title: 'alpha review', tags: ['low', 'high'], isCompleted: true, assignee: { fullName: 'Ana', avatar: null }, dueDate: '2026-12-01' });
  await add({ title: 'Charlie 100% done_now', tags: ['update'], isImportant: true, isCompleted: true, dueDate: '2026-12-03' });
  const gone = await add({ title: 'Delta gone', tags: ['team'], isImportant: true, dueDate: '2026-11-30' });
  await deleteTask(ctx, gone.id);
});
afterAll(() => t.app.close());

const titles = async (query: Record<string, unknown> = {}) => (await list(query)).tasks.map((x) => x.title);

describe('todo views (SPEC §4)', () => {
  it('the default view shows every task not deleted', async () => {
    expect((await titles()).sort()).toEqual(['Bravo plan', 'Charlie 100% done_now', 'alpha review']);
  });
  it('important: important and not deleted', async () => {
    expect((await titles({ filter: 'important' })).sort()).toEqual(['Bravo plan', 'Charlie 100% done_now']);
  });
  it('completed: completed and not deleted', async () => {
    expect((await titles({ filter: 'completed' })).sort()).toEqual(['Charlie 100% done_now', 'alpha review']);
  });
  it('deleted: only deleted tasks', async () => {
    expect(await titles({ filter: 'deleted' })).toEqual(['Delta gone']);
  });
  it('filters by tag without matching inside other tags', async () => {
    expect((await titles({ tag: 'team' })).sort()).toEqual(['Bravo plan']);
    expect(await titles({ tag: 'high' })).toEqual(['alpha review']);
  });
  it('searches titles case-insensitively, with % and _ taken literally', async () => {
    expect(await titles({ q: 'ALPHA' })).toEqual(['alpha review']);
    expect(await titles({ q: '100%' })).toEqual(['Charlie 100% done_now']);
    expect(await titles({ q: '%' })).toEqual(['Charlie 100% done_now']);
    expect(await titles({ q: 'e_n' })).toEqual(['Charlie 100% done_now']);
    expect(await titles({ q: 'a_p' })).toEqual([]);
  });
});

describe('todo sorts (SPEC §9)', () => {
  it('latest: newest first', async () => {
    expect(await titles({ sortBy: 'latest' })).toEqual(['Charlie 100% done_now', 'alpha review', 'Bravo plan']);
  });
  it('title ascending and descending, ignoring case', async () => {
    expect(await titles({ sortBy: 'title-asc' })).toEqual(['alpha review', 'Bravo plan', 'Charlie 100% done_now']);
    expect(await titles({ sortBy: 'title-desc' })).toEqual(['Charlie 100% done_now', 'Bravo plan', 'alpha review']);
  });
  it('assignee: by name, unassigned last', async () => {
    expect(await titles({ sortBy: 'assignee' })).toEqual(['alpha review', 'Bravo plan', 'Charlie 100% done_now']);
  });
  it('due date: soonest first', async () => {
    expect(await titles({ sortBy: 'due-date' })).toEqual(['alpha review', 'Charlie 100% done_now', 'Bravo plan']);
  });
});

describe('todo writes', () => {
  it('a new task is open, not important, not deleted, with empty lists', async () => {
    const task = await add({ title: 'Echo' });
    expect(task).toMatchObject({ title: 'Echo', description: '', assignee: null, tags: [], isCompleted: false, isImportant: false, isDeleted: false });
  });
  it('an update changes only the fields it names', async () => {
    const task = await add({ title: 'Foxtrot', description: 'keep me', tags: ['low'] });
    const updated = await updateTask(ctx, { id: task.id, isImportant: true });
    expect(updated).toMatchObject({ title: 'Foxtrot', description: 'keep me', tags: ['low'], isImportant: true });
  });
  it('deleting is soft: the task stays, marked deleted, and can be restored', async () => {
    const task = await add({ title: 'Golf' });
    const deleted = await deleteTask(ctx, task.id);
    expect(deleted.isDeleted).toBe(true);
    expect(await titles({ filter: 'deleted' })).toContain('Golf');
    expect(await titles()).not.toContain('Golf');
    await updateTask(ctx, { id: task.id, isDeleted: false });
    expect(await titles()).toContain('Golf');
  });
  it("another user's task is not found, and is left untouched", async () => {
    const other = adminContext(t.db, 1);
    const mine = await add({ title: 'Hotel' });
    await expect(updateTask(other, { id: mine.id, title: 'stolen' })).rejects.toBeInstanceOf(NotFound);
    await expect(deleteTask(other, mine.id)).rejects.toBeInstanceOf(NotFound);
    expect(await titles()).toContain('Hotel');
  });
});
