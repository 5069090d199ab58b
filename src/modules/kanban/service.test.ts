import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { newKanbanTask } from './contract';
import { addBoard, addTask, renameBoard, clearTasks, deleteBoard, listBoards, listTasks, reorderTasks, updateTask, updateTaskBoard } from './service';
import { slugOf } from './slug';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
const rules = [{ action: 'manage', subject: 'all' }];

beforeAll(async () => {
  // On a run with TEST_ENGINE=postgres this runs on PostgreSQL (the concurrency test too).
  t = await createTestApp();
  ctx = { db: t.db, now: new Date('2026-11-22T10:00:00Z'), user: { id: 1, role: 'admin', rules, ability: buildAbility(rules) } };
});
afterAll(() => t.app.close());

const add = (title: string, boardId: string, extra: Record<string, unknown> = {}) => addTask(ctx, newKanbanTask.parse({ title, boardId, ...extra }));
/** Task titles of one board, in order. */
const board = async (boardId: string) => (await listTasks(ctx, { boardId, limit: 100 })).tasks.map((x) => x.title);
const positions = async (boardId: string) =>
  (await t.db.selectFrom('kanban_tasks').select('position').where('board_id', '=', boardId).orderBy('position').execute()).map((r) => r.position);

/** A fresh board holding tasks A, B, C, D (in that order). */
async function freshBoard(name: string) {
  const b = await addBoard(ctx, name);
  const ids: Record<string, number> = {};
  for (const title of ['A', 'B', 'C', 'D']) ids[title] = (await add(title, b.id)).id;
  return { id: b.id, ids };
}

describe('seeded data (SPEC §3)', () => {
  it('has the boards TODO, In Progress and Done with the spec ids, in that order', async () => {
    const { boards } = await listBoards(ctx);
    expect(boards.slice(0, 3)).toEqual([
      { id: 'todo', title: 'TODO' },
      { id: 'in-progress', title: 'In Progress' },
      { id: 'done', title: 'Done' },
    ]);
  });
  it('has tasks on every board with labels, due dates, covers, attachments, comments and assignees', async () => {
    const { tasks } = await listTasks(ctx);
    expect(tasks.length).toBeGreaterThanOrEqual(9);
    for (const id of ['todo', 'in-progress', 'done']) expect(tasks.some((x) => x.boardId === id)).toBe(true);
    expect(tasks.every((x) => x.labels.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(x.dueDate) && x.assignedTo.length > 0)).toBe(true);
    expect(tasks.some((x) => x.coverImage?.startsWith('/images/kanban/'))).toBe(true);
    expect(tasks.some((x) => x.attachments.length > 0)).toBe(true);
    expect(tasks.some((x) => x.comments.length > 0)).toBe(true);
    // Board after board, in the boards' order.
    const firstOf = (id: string) => tasks.findIndex((x) => x.boardId === id);
    expect(firstOf('todo')).toBe(0);
    expect(firstOf('todo')).toBeLessThan(firstOf('in-progress'));
    expect(firstOf('in-progress')).toBeLessThan(firstOf('done'));
  });
});

describe('add task (SPEC §7)', () => {
  it('defaults empty labels, attachments, comments and assignees and a due date two days ahead', async () => {
    const task = await add('Nueva', 'todo');
    expect(task).toMatchObject({ title: 'Nueva', boardId: 'todo', description: '', labels: [], attachments: [], comments: [], assignedTo: [], dueDate: '2026-11-24' });
    expect(task.coverImage).toBeUndefined();
  });
  it('takes the id after the last one and goes to the end of its board', async () => {
    const first = await add('Uno', 'done');
    const second = await add('Dos', 'done');
    expect(second.id).toBe(first.id + 1);
    expect((await board('done')).slice(-2)).toEqual(['Uno', 'Dos']);
  });
  it('keeps the fields given', async () => {
    const task = await add('Con datos', 'todo', { labels: ['UX'], dueDate: '2026-12-31', assignedTo: [{ title: 'Ana', img: null }] });
    expect(task).toMatchObject({ labels: ['UX'], dueDate: '2026-12-31', assignedTo: [{ title: 'Ana', img: null }] });
  });
  it('refuses an unknown board', async () => {
    await expect(add('x', 'nowhere')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('update task', () => {
  it('changes only the fields given', async () => {
    const task = await add('Editar', 'todo', { description: 'keep', labels: ['App'] });
    const updated = await updateTask(ctx, task.id, { title: 'Editada', comments: [{ name: 'Ana', img: null, comment: 'Hola' }] });
    expect(updated).toMatchObject({ title: 'Editada', description: 'keep', labels: ['App'], comments: [{ name: 'Ana', img: null, comment: 'Hola' }] });
    expect((await updateTask(ctx, task.id, { coverImage: '/images/kanban/cover-1.svg' })).coverImage).toBe('/images/kanban/cover-1.svg');
    expect((await updateTask(ctx, task.id, { coverImage: null })).coverImage).toBeUndefined();
  });
  it('404 for an unknown task', async () => {
    await expect(updateTask(ctx, 999999, { title: 'x' })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('reorder (SPEC §4: a task takes the position of the target task)', () => {
  it('moving down: the task lands where the target was, the target moves up', async () => {
    const { id, ids } = await freshBoard('Reorder down');
    await reorderTasks(ctx, ids.A, ids.C);
    expect(await board(id)).toEqual(['B', 'C', 'A', 'D']);
    expect(await positions(id)).toEqual([0, 1, 2, 3]);
  });
  it('moving up: the task lands where the target was, the target moves down', async () => {
    const { id, ids } = await freshBoard('Reorder up');
    await reorderTasks(ctx, ids.D, ids.B);
    expect(await board(id)).toEqual(['A', 'D', 'B', 'C']);
  });
  it('onto a task of another board: it joins that board at the target position', async () => {
    const from = await freshBoard('Reorder from');
    const to = await freshBoard('Reorder to');
    const { task, columns } = await reorderTasks(ctx, from.ids.B, to.ids.C);
    expect(task.boardId).toBe(to.id);
    expect(columns).toEqual([
      { boardId: from.id, total: 3 },
      { boardId: to.id, total: 5 },
    ]);
    expect(await board(to.id)).toEqual(['A', 'B', 'B', 'C', 'D']);
    expect(await board(from.id)).toEqual(['A', 'C', 'D']);
    expect(await positions(from.id)).toEqual([0, 1, 2]);
    expect(await positions(to.id)).toEqual([0, 1, 2, 3, 4]);
  });
  it('onto itself changes nothing; unknown ids are not found', async () => {
    const { id, ids } = await freshBoard('Reorder self');
    await reorderTasks(ctx, ids.B, ids.B);
    expect(await board(id)).toEqual(['A', 'B', 'C', 'D']);
    await expect(reorderTasks(ctx, ids.A, 999999)).rejects.toBeInstanceOf(NotFound);
    await expect(reorderTasks(ctx, 999999, ids.A)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('pages per board', () => {
  /** A board of n tasks named 1, 2, 3, … */
  async function longBoard(name: string, n: number) {
    const b = await addBoard(ctx, name);
    for (let i = 1; i <= n; i++) await add(String(i), b.id);
    return b.id;
  }
  const titles = (tasks: { title: string }[]) => tasks.map((x) => x.title);

  it('the first page of every board, each with its count; from= pages one board, every task once', async () => {
    const id = await longBoard('Long', 25);
    const first = await listTasks(ctx, { limit: 10 });
    expect(titles(first.tasks.filter((x) => x.boardId === id))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(first.columns.find((c) => c.boardId === id)).toEqual({ boardId: id, total: 25 });
    // Every board is there, in the boards' order.
    expect(first.columns.map((c) => c.boardId)).toEqual((await listBoards(ctx)).boards.map((b) => b.id));
    const seen: string[] = [];
    for (let from = 0; from < 25; from += 10) {
      const page = await listTasks(ctx, { boardId: id, from, limit: 10 });
      expect(page.columns).toEqual([{ boardId: id, total: 25 }]);
      seen.push(...titles(page.tasks));
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    expect((await listTasks(ctx, { boardId: id, from: 25 })).tasks).toEqual([]);
  });

  it('moves between loaded cards keep the next page right: what is shown plus the next page is the board', async () => {
    const id = await longBoard('Partial', 12);
    const shown = (await listTasks(ctx, { boardId: id, limit: 5 })).tasks;
    // The fifth card goes to the top, then down onto the third (landing after it): only loaded cards are involved.
    await reorderTasks(ctx, shown[4].id, shown[0].id);
    await reorderTasks(ctx, shown[4].id, shown[2].id);
    const rest = (await listTasks(ctx, { boardId: id, from: 5, limit: 100 })).tasks;
    expect(titles(rest)).toEqual(['6', '7', '8', '9', '10', '11', '12']);
    expect(await board(id)).toEqual(['1', '2', '3', '5', '4', ...titles(rest)]);
    expect(await positions(id)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('from without a board is a 400 naming query.from; an unknown board is not found', async () => {
    await expect(listTasks(ctx, { from: 3 })).rejects.toMatchObject({ status: 400, issues: [{ path: 'query.from' }] });
    await expect(listTasks(ctx, { boardId: 'nowhere' })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('move to another board (SPEC §4: the boardId changes)', () => {
  it('the task goes to the end of the new board; both boards stay contiguous', async () => {
    const from = await freshBoard('Move from');
    const to = await freshBoard('Move to');
    const { task, columns } = await updateTaskBoard(ctx, from.ids.A, to.id);
    expect(task.boardId).toBe(to.id);
    expect(columns).toEqual([
      { boardId: from.id, total: 3 },
      { boardId: to.id, total: 5 },
    ]);
    expect(await board(to.id)).toEqual(['A', 'B', 'C', 'D', 'A']);
    expect(await board(from.id)).toEqual(['B', 'C', 'D']);
    expect(await positions(from.id)).toEqual([0, 1, 2]);
  });
  it('unknown task or board: not found, nothing moves', async () => {
    const { id, ids } = await freshBoard('Move unknown');
    await expect(updateTaskBoard(ctx, ids.A, 'nowhere')).rejects.toBeInstanceOf(NotFound);
    await expect(updateTaskBoard(ctx, 999999, id)).rejects.toBeInstanceOf(NotFound);
    expect(await board(id)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('boards', () => {
  it('a new board gets a unique slug of its title as id and goes last', async () => {
    expect(slugOf('  En revisión: QA & diseño ')).toBe('en-revision-qa-diseno');
    expect(slugOf('¡¡!!')).toBe('board');
    const first = await addBoard(ctx, 'En revisión');
    const second = await addBoard(ctx, 'En Revisión');
    expect(first).toEqual({ id: 'en-revision', title: 'En revisión' });
    expect(second.id).toBe('en-revision-2');
    expect((await addBoard(ctx, 'TODO')).id).toBe('todo-2');
    expect((await listBoards(ctx)).boards.at(-1)?.id).toBe('todo-2');
  });
  it('renaming keeps the id and the tasks', async () => {
    const { id } = await freshBoard('Old name');
    expect(await renameBoard(ctx, id, 'New name')).toEqual({ id, title: 'New name' });
    expect((await listBoards(ctx)).boards.find((b) => b.id === id)?.title).toBe('New name');
    expect(await board(id)).toEqual(['A', 'B', 'C', 'D']);
    await expect(renameBoard(ctx, 'nowhere', 'x')).rejects.toBeInstanceOf(NotFound);
  });
  it('clearing a board deletes its tasks and keeps the board', async () => {
    const { id } = await freshBoard('Clear me');
    const others = (await listTasks(ctx)).tasks.filter((x) => x.boardId !== id).length;
    await clearTasks(ctx, id);
    expect(await board(id)).toEqual([]);
    expect((await listBoards(ctx)).boards.map((b) => b.id)).toContain(id);
    expect((await listTasks(ctx)).tasks.length).toBe(others);
    await add('Again', id);
    expect(await positions(id)).toEqual([0]);
  });
  it('deleting a board deletes its tasks too', async () => {
    const { id, ids } = await freshBoard('Delete me');
    await deleteBoard(ctx, id);
    expect((await listBoards(ctx)).boards.map((b) => b.id)).not.toContain(id);
    const remaining = new Set((await listTasks(ctx)).tasks.map((x) => x.id));
    expect(Object.values(ids).some((taskId) => remaining.has(taskId))).toBe(false);
    expect(await t.db.selectFrom('kanban_tasks').select('id').where('board_id', '=', id).execute()).toEqual([]);
  });
  it('unknown board: not found', async () => {
    await expect(clearTasks(ctx, 'nowhere')).rejects.toBeInstanceOf(NotFound);
    await expect(deleteBoard(ctx, 'nowhere')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('concurrency: order stays consistent under concurrent moves', () => {
  let boards: string[];
  let taskIds: number[];
  beforeEach(async () => {
    boards = [];
    taskIds = [];
    for (const name of ['Race one', 'Race two', 'Race three']) {
      const b = await freshBoard(name);
      boards.push(b.id);
      taskIds.push(...Object.values(b.ids));
    }
  });

  async function expectConsistent() {
    const rows = await t.db.selectFrom('kanban_tasks').select(['id', 'board_id', 'position']).where('board_id', 'in', boards).execute();
    // Every task exactly once, none lost, none elsewhere.
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...taskIds].sort((a, b) => a - b));
    for (const id of boards) {
      const ps = rows.filter((r) => r.board_id === id).map((r) => r.position).sort((a, b) => a - b);
      expect(ps).toEqual(ps.map((_, i) => i));
    }
  }

  it('many reorders and moves fired at once leave every task exactly once, positions contiguous', async () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const calls = Array.from({ length: 120 }, (_, i) => {
      const a = taskIds[rnd(taskIds.length)];
      const b = taskIds[rnd(taskIds.length)];
      return i % 3 === 0 ? updateTaskBoard(ctx, a, boards[rnd(boards.length)]) : reorderTasks(ctx, a, b);
    });
    await Promise.all(calls);
    await expectConsistent();
  });

  it('the same through the API, as two users would', async () => {
    const admin = await t.login();
    const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'kanbanrace', email: 'kanban-race@example.com', password: 'secreto-largo' } });
    const heads = [admin.headers, { authorization: `Bearer ${other.json().accessToken}` }];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const taskId = taskIds[(i * 7) % taskIds.length];
        const payload = i % 2 ? { taskId, targetTaskId: taskIds[(i * 5 + 3) % taskIds.length] } : { taskId, newBoardId: boards[i % boards.length] };
        const url = i % 2 ? '/api/apps/kanban/reorder-tasks' : '/api/apps/kanban/update-task-board';
        return t.app.inject({ method: 'POST', url, payload, headers: heads[i % 2] });
      }),
    );
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    await expectConsistent();
  });
});
