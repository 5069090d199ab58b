import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const count = async (table: 'kanban_tasks' | 'kanban_boards') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/apps/kanban${url}`, payload, headers });
const paths = (res: { json: () => { issues?: { path: string }[] } }) => (res.json().issues ?? []).map((i) => i.path);

describe('reads', () => {
  it('GET boards: the seeded boards with the spec ids', async () => {
    const res = await call('GET', '/boards');
    expect(res.statusCode).toBe(200);
    expect(res.json().boards.map((b: { id: string }) => b.id)).toEqual(['todo', 'in-progress', 'done']);
  });
  it('GET tasks: the first page of every board with the spec fields, and each board’s count', async () => {
    const res = await call('GET', '/tasks');
    expect(res.statusCode).toBe(200);
    const [task] = res.json().tasks;
    expect(Object.keys(task)).toEqual(expect.arrayContaining(['id', 'title', 'description', 'boardId', 'labels', 'dueDate', 'attachments', 'comments', 'assignedTo']));
    expect(res.json().columns.map((c: { boardId: string }) => c.boardId)).toEqual(['todo', 'in-progress', 'done']);
    for (const { boardId, total } of res.json().columns) expect(res.json().tasks.filter((x: { boardId: string }) => x.boardId === boardId)).toHaveLength(total);
  });
  it('GET tasks?boardId&from&limit pages one board by position, each task once; bad values are a 400 naming them', async () => {
    for (let i = 0; i < 7; i++) await call('POST', '/add-task', { title: `Página ${i}`, boardId: 'done' });
    const all = (await call('GET', '/tasks?boardId=done&limit=100')).json();
    const ids: number[] = [];
    for (let from = 0; from < all.columns[0].total; from += 3) {
      const page = await call('GET', `/tasks?boardId=done&from=${from}&limit=3`);
      expect(page.statusCode).toBe(200);
      ids.push(...page.json().tasks.map((x: { id: number }) => x.id));
    }
    expect(ids).toEqual(all.tasks.map((x: { id: number }) => x.id));
    expect(new Set(ids).size).toBe(all.columns[0].total);
    for (const [query, path] of [
      ['boardId=done&from=-1', 'query.from'],
      ['boardId=done&from=abc', 'query.from'],
      ['from=2', 'query.from'],
      ['boardId=done&limit=0', 'query.limit'],
      ['limit=101', 'query.limit'],
    ]) {
      const res = await call('GET', `/tasks?${query}`);
      expect(res.statusCode).toBe(400);
      expect(paths(res)).toContain(path);
    }
    expect((await call('GET', '/tasks?boardId=nowhere')).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it('add-task: 201 with the new task and the spec defaults', async () => {
    const res = await call('POST', '/add-task', { title: 'Preparar demo', boardId: 'in-progress' });
    expect(res.statusCode).toBe(201);
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({ title: 'Preparar demo', boardId: 'in-progress', labels: [], attachments: [], comments: [], assignedTo: [], dueDate: due });
    const tasks = (await call('GET', '/tasks?boardId=in-progress&limit=100')).json().tasks;
    expect(tasks.at(-1).id).toBe(res.json().id);
    expect(tasks.at(-1).id).toBe(Math.max(...(await call('GET', '/tasks')).json().tasks.map((x: { id: number }) => x.id)));
  });
  it.each([
    [{ boardId: 'todo' }, 'body.title'],
    [{ title: '  ', boardId: 'todo' }, 'body.title'],
    [{ title: 'x' }, 'body.boardId'],
    [{ title: 'x', boardId: 'todo', dueDate: '31/12/2026' }, 'body.dueDate'],
    [{ title: 'x', boardId: 'todo', labels: 'UX' }, 'body.labels'],
  ])('add-task: 400 naming the field and writing nothing for %j', async (payload, path) => {
    const before = await count('kanban_tasks');
    const res = await call('POST', '/add-task', payload);
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toContain(path);
    expect(await count('kanban_tasks')).toBe(before);
  });
  it('add-board: 201 with a slug id; 400 without a title', async () => {
    const res = await call('POST', '/add-board', { board: { title: 'En revisión' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'en-revision', title: 'En revisión' });
    const bad = await call('POST', '/add-board', { board: { title: '' } });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('body.board.title');
  });
  it('rename-board: 200 with the board; 400 naming the title; 404 for an unknown board', async () => {
    const res = await call('POST', '/rename-board', { boardId: 'done', title: 'Terminado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'done', title: 'Terminado' });
    expect(paths(await call('POST', '/rename-board', { boardId: 'done', title: '' }))).toContain('body.title');
    expect((await call('POST', '/rename-board', { boardId: 'nowhere', title: 'x' })).statusCode).toBe(404);
    await call('POST', '/rename-board', { boardId: 'done', title: 'Done' });
  });
  it('update-task: 200 with the task; 400 naming a bad field; 404 for an unknown id', async () => {
    const created = (await call('POST', '/add-task', { title: 'Editar', boardId: 'todo' })).json();
    const res = await call('POST', '/update-task', { id: created.id, fields: { title: 'Editada', labels: ['UX'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: 'Editada', labels: ['UX'] });
    const bad = await call('POST', '/update-task', { id: created.id, fields: { dueDate: 'mañana' } });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('body.fields.dueDate');
    expect((await call('POST', '/update-task', { id: 999999, fields: { title: 'x' } })).statusCode).toBe(404);
  });
  it('reorder-tasks and update-task-board: 200 with the task and the boards’ counts; 404 for unknown ids; 400 for bad ids', async () => {
    const todo = (await call('GET', '/tasks?boardId=todo')).json().tasks as { id: number; boardId: string }[];
    const reordered = await call('POST', '/reorder-tasks', { taskId: todo[0].id, targetTaskId: todo[1].id });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toMatchObject({ task: { id: todo[0].id, boardId: 'todo' }, columns: [{ boardId: 'todo', total: todo.length }] });
    const order = (await call('GET', '/tasks?boardId=todo')).json().tasks.map((x: { id: number }) => x.id);
    expect(order.slice(0, 2)).toEqual([todo[1].id, todo[0].id]);

    const moved = await call('POST', '/update-task-board', { taskId: todo[0].id, newBoardId: 'done' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().task.boardId).toBe('done');
    expect(moved.json().columns.map((c: { boardId: string }) => c.boardId)).toEqual(['todo', 'done']);

    expect((await call('POST', '/reorder-tasks', { taskId: todo[0].id, targetTaskId: 999999 })).statusCode).toBe(404);
    expect((await call('POST', '/update-task-board', { taskId: todo[0].id, newBoardId: 'nowhere' })).statusCode).toBe(404);
    expect(paths(await call('POST', '/reorder-tasks', { taskId: 'one', targetTaskId: 1 }))).toContain('body.taskId');
    expect(paths(await call('POST', '/update-task-board', { taskId: 1 }))).toContain('body.newBoardId');
  });
  it('clear-tasks keeps the board; delete-board takes its tasks; 404 for unknown; 400 without an id', async () => {
    const board = (await call('POST', '/add-board', { board: { title: 'Temporal' } })).json();
    await call('POST', '/add-task', { title: 'uno', boardId: board.id });
    const cleared = await call('DELETE', '/clear-tasks', { boardId: board.id });
    expect(cleared.statusCode).toBe(200);
    const afterClear = await call('GET', '/tasks');
    expect(afterClear.json().tasks.some((x: { boardId: string }) => x.boardId === board.id)).toBe(false);
    expect(afterClear.json().columns.find((c: { boardId: string }) => c.boardId === board.id).total).toBe(0);
    expect((await call('GET', '/boards')).json().boards.map((b: { id: string }) => b.id)).toContain(board.id);

    await call('POST', '/add-task', { title: 'dos', boardId: board.id });
    const before = await count('kanban_tasks');
    expect((await call('DELETE', '/delete-board', { boardId: board.id })).statusCode).toBe(200);
    expect(await count('kanban_tasks')).toBe(before - 1);
    expect((await call('GET', '/boards')).json().boards.map((b: { id: string }) => b.id)).not.toContain(board.id);

    expect((await call('DELETE', '/delete-board', { boardId: board.id })).statusCode).toBe(404);
    expect((await call('DELETE', '/clear-tasks', { boardId: 'nowhere' })).statusCode).toBe(404);
    const bad = await call('DELETE', '/clear-tasks', {});
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toContain('body.boardId');
  });
});

describe('who may call it', () => {
  it('401 without a token', async () => {
    expect((await call('GET', '/boards', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/add-task', { title: 'x', boardId: 'todo' }, {})).statusCode).toBe(401);
    expect((await call('DELETE', '/delete-board', { boardId: 'todo' }, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
  it('403 for the client role, on reads and writes, and nothing changes', async () => {
    const client = await t.login('client@demo.com', 'client');
    const boards = await count('kanban_boards');
    expect((await call('GET', '/boards', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/tasks', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/add-board', { board: { title: 'x' } }, client.headers)).statusCode).toBe(403);
    expect((await call('DELETE', '/delete-board', { boardId: 'todo' }, client.headers)).statusCode).toBe(403);
    expect(await count('kanban_boards')).toBe(boards);
  });
  it('boards are organisation-wide: another admin sees the same boards', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'otro', email: 'otro@example.com', password: 'secreto-largo' } });
    const res = await call('GET', '/boards', undefined, { authorization: `Bearer ${other.json().accessToken}` });
    expect(res.json()).toEqual((await call('GET', '/boards')).json());
  });
});
