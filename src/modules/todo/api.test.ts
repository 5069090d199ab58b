import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const taskCount = async () => Number((await t.db.selectFrom('todo_tasks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url: `/api/apps/todo${url}`, payload, headers });

describe('GET /api/apps/todo/tasks', () => {
  it('lists the signed-in user’s seeded tasks, none deleted', async () => {
    const res = await call('GET', '/tasks');
    expect(res.statusCode).toBe(200);
    const tasks = res.json().tasks;
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.every((task: { isDeleted: boolean }) => !task.isDeleted)).toBe(true);
  });
  it('applies filter, tag, search and sort from the query string', async () => {
    const res = await call('GET', '/tasks?filter=important&sortBy=title-asc');
    expect(res.statusCode).toBe(200);
    const tasks = res.json().tasks as { title: string; isImportant: boolean }[];
    expect(tasks.every((task) => task.isImportant)).toBe(true);
    const sorted = [...tasks].map((x) => x.title).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(tasks.map((x) => x.title)).toEqual(sorted);
  });
  it.each([
    ['filter=urgent', 'query.filter'],
    ['tag=green', 'query.tag'],
    ['sortBy=random', 'query.sortBy'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/tasks?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('POST /api/apps/todo/add-tasks', () => {
  it('201 with the new task, which then shows in the list', async () => {
    const res = await call('POST', '/add-tasks', { title: 'Llamar al proveedor', dueDate: '2026-12-10', tags: ['high'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Llamar al proveedor', tags: ['high'], isCompleted: false, isDeleted: false });
    const list = await call('GET', '/tasks?q=proveedor');
    expect(list.json().tasks.map((x: { id: number }) => x.id)).toEqual([res.json().id]);
  });
  it.each([
    [{ title: '', dueDate: '2026-12-10' }, 'body.title'],
    [{ title: 'x', dueDate: '10/12/2026' }, 'body.dueDate'],
    [{ title: 'x', dueDate: '2026-12-10', tags: ['urgent'] }, 'body.tags.0'],
    [{ dueDate: '2026-12-10' }, 'body.title'],
  ])('400 naming the field and writing nothing for %j', async (payload, path) => {
    const before = await taskCount();
    const res = await call('POST', '/add-tasks', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await taskCount()).toBe(before);
  });
});

describe('update and delete', () => {
  it('update-task changes the named fields; delete-task is soft', async () => {
    const created = (await call('POST', '/add-tasks', { title: 'Revisar contrato', dueDate: '2026-12-12' })).json();
    const updated = await call('POST', '/update-task', { task: { id: created.id, isCompleted: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Revisar contrato', isCompleted: true });

    const deleted = await call('DELETE', '/delete-task', { taskId: created.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().isDeleted).toBe(true);
    const trash = await call('GET', '/tasks?filter=deleted');
    expect(trash.json().tasks.map((x: { id: number }) => x.id)).toContain(created.id);
  });
  it('404 for an unknown id and for another user’s task', async () => {
    expect((await call('POST', '/update-task', { task: { id: 999999, title: 'x' } })).statusCode).toBe(404);
    const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'otra', email: 'otra@example.com', password: 'secreto-largo' } });
    const otherHeaders = { authorization: `Bearer ${other.json().accessToken}` };
    const theirs = (await call('GET', '/tasks', undefined, otherHeaders)).json().tasks[0];
    const res = await call('DELETE', '/delete-task', { taskId: theirs.id });
    expect(res.statusCode).toBe(404);
    const still = (await call('GET', '/tasks', undefined, otherHeaders)).json().tasks.map((x: { id: number }) => x.id);
    expect(still).toContain(theirs.id);
  });
  it('400 for a bad update body', async () => {
    expect((await call('POST', '/update-task', { task: { id: 'one' } })).json().issues[0].path).toBe('body.task.id');
    expect((await call('DELETE', '/delete-task', {})).statusCode).toBe(400);
  });
});

describe('who may call it', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await call('GET', '/tasks', undefined, {} as never)).statusCode).toBe(401);
    expect((await call('GET', '/tasks', undefined, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await call('POST', '/add-tasks', { title: 'x', dueDate: '2026-12-01' }, {} as never)).statusCode).toBe(401);
  });
  it('403 for the client role, on reads and writes', async () => {
    const client = await t.login('client@demo.com', 'client');
    expect((await call('GET', '/tasks', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/assignees', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/add-tasks', { title: 'x', dueDate: '2026-12-01' }, client.headers)).statusCode).toBe(403);
  });
  it('the assignees list is there for admins', async () => {
    const res = await call('GET', '/assignees');
    expect(res.statusCode).toBe(200);
    expect(res.json().assignees.length).toBeGreaterThan(2);
  });
});
