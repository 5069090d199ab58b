import type { z } from 'zod';
import type { Updateable } from 'kysely';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { isoDay } from '@/platform/db/random';
import { rememberedCount } from '@/platform/db/counts';
import { KANBAN_PAGE, type KanbanBoard, type KanbanColumn, type KanbanTask, type kanbanTaskFields, type kanbanTasksQuery, type newKanbanTask } from './contract';
import type { KanbanTaskRow, KanbanTaskTable } from './tables';
import { boardSize, boardSizeQuery, closeGap, placeAt, writeKanban } from './ordering';
import { uniqueSlug } from './slug';

/** The spec's default due date for a new task: two days ahead. */
export const DEFAULT_DUE_DAYS = 2;

export function toTask(row: KanbanTaskRow): KanbanTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    boardId: row.board_id,
    labels: JSON.parse(row.labels) as string[],
    dueDate: row.due_date,
    ...(row.cover_image ? { coverImage: row.cover_image } : {}),
    attachments: JSON.parse(row.attachments) as KanbanTask['attachments'],
    comments: JSON.parse(row.comments) as KanbanTask['comments'],
    assignedTo: JSON.parse(row.assigned_to) as KanbanTask['assignedTo'],
  };
}

export async function listBoards(ctx: { db: Db }) {
  const boards = await ctx.db.selectFrom('kanban_boards').select(['id', 'title']).orderBy('position').orderBy('id').execute();
  return { boards };
}

/** A page of the board's tasks from a position on: a range of the (board_id, position) index. */
async function boardPage(db: Db, boardId: string, from: number, limit: number) {
  const rows = await db.selectFrom('kanban_tasks').selectAll().where('board_id', '=', boardId).where('position', '>=', from).orderBy('position').orderBy('id').limit(limit).execute();
  return rows.map(toTask);
}

const columnOf = async (db: Db, boardId: string): Promise<KanbanColumn> => ({ boardId, total: await boardSize(db, boardId) });

/**
 * Tasks board after board (in the boards' order), each board's in its order: the first page of every
 * board, or with boardId a page of that board from a position on (positions have no gaps, so the
 * number of tasks shown is where the next page starts). Each board comes with its count.
 */
export async function listTasks(ctx: { db: Db }, query: Partial<z.output<typeof kanbanTasksQuery>> = {}) {
  const limit = query.limit ?? KANBAN_PAGE;
  if (query.boardId === undefined) {
    if (query.from !== undefined) throw new Invalid('A starting position needs a board', [{ path: 'query.from', message: 'Give boardId with from', code: 'from_without_board' }]);
    const { boards } = await listBoards(ctx);
    if (boards.length === 0) return { tasks: [], columns: [] };
    // Positions run 0, 1, 2, … on every board, so each board's first page is its positions below the limit: one
    // statement reads a range of the (board_id, position) index per board.
    const rows = await ctx.db.selectFrom('kanban_tasks').selectAll().where('board_id', 'in', boards.map((b) => b.id)).where('position', '<', limit).orderBy('position').orderBy('id').execute();
    const tasks = boards.flatMap((board) => rows.filter((row) => row.board_id === board.id).map(toTask));
    // Each board's count, remembered until a task is written (writes read it afresh with boardSize).
    const columns = await Promise.all(boards.map(async (board) => ({ boardId: board.id, total: await rememberedCount(ctx.db, boardSizeQuery(ctx.db, board.id).compile()) })));
    return { tasks, columns };
  }
  await findBoard(ctx.db, query.boardId);
  return { tasks: await boardPage(ctx.db, query.boardId, query.from ?? 0, limit), columns: [await columnOf(ctx.db, query.boardId)] };
}

/** What a move answers: the task where it is now, and the counts of the boards it left and joined. */
async function moved(db: Db, taskId: number, boards: string[]) {
  const task = toTask(await findTask(db, taskId));
  const columns: KanbanColumn[] = [];
  for (const boardId of new Set(boards)) columns.push(await columnOf(db, boardId));
  return { task, columns };
}

async function findTask(db: Db, id: number) {
  const row = await db.selectFrom('kanban_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`Task ${id} not found`);
  return row;
}

async function findBoard(db: Db, id: string): Promise<KanbanBoard> {
  const board = await db.selectFrom('kanban_boards').select(['id', 'title']).where('id', '=', id).executeTakeFirst();
  if (!board) throw new NotFound(`Board ${id} not found`);
  return board;
}

/**
 * Places the task where the target task is (in the target's board): moving down within a board it
 * lands after the target, otherwise before it; the tasks in between shift by one.
 */
export async function reorderTasks(ctx: ServiceContext, taskId: number, targetTaskId: number) {
  return writeKanban(ctx.db, async (db) => {
    const task = await findTask(db, taskId);
    const target = await findTask(db, targetTaskId);
    await placeAt(db, task, target);
    return moved(db, task.id, [task.board_id, target.board_id]);
  });
}

/** Moves the task to the end of another board (nothing changes when it is already there). */
export async function updateTaskBoard(ctx: ServiceContext, taskId: number, newBoardId: string) {
  return writeKanban(ctx.db, async (db) => {
    const task = await findTask(db, taskId);
    await findBoard(db, newBoardId);
    if (task.board_id !== newBoardId) {
      const end = await boardSize(db, newBoardId);
      await closeGap(db, task.board_id, task.position);
      await db.updateTable('kanban_tasks').set({ board_id: newBoardId, position: end }).where('id', '=', task.id).execute();
    }
    return moved(db, task.id, [task.board_id, newBoardId]);
  });
}

type Fields = z.output<typeof kanbanTaskFields>;

function toColumns(fields: Fields): Updateable<KanbanTaskTable> {
  const columns: Updateable<KanbanTaskTable> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.dueDate !== undefined) columns.due_date = fields.dueDate;
  if (fields.coverImage !== undefined) columns.cover_image = fields.coverImage;
  if (fields.labels !== undefined) columns.labels = JSON.stringify(fields.labels);
  if (fields.attachments !== undefined) columns.attachments = JSON.stringify(fields.attachments);
  if (fields.comments !== undefined) columns.comments = JSON.stringify(fields.comments);
  if (fields.assignedTo !== undefined) columns.assigned_to = JSON.stringify(fields.assignedTo);
  return columns;
}

/** A new task at the end of its board, with the spec's defaults: empty lists and a due date two days ahead. */
export async function addTask(ctx: ServiceContext, input: z.output<typeof newKanbanTask>) {
  const { boardId, ...fields } = input;
  return writeKanban(ctx.db, async (db) => {
    await findBoard(db, boardId);
    const position = await boardSize(db, boardId);
    const row = await db
      .insertInto('kanban_tasks')
      .values({
        labels: '[]',
        attachments: '[]',
        comments: '[]',
        assigned_to: '[]',
        due_date: isoDay(ctx.now, DEFAULT_DUE_DAYS),
        cover_image: null,
        ...toColumns(fields),
        title: fields.title,
        board_id: boardId,
        position,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTask(row);
  });
}

/** Changes only the given fields. */
export async function updateTask(ctx: ServiceContext, id: number, fields: Fields) {
  const columns = toColumns(fields);
  if (Object.keys(columns).length) await ctx.db.updateTable('kanban_tasks').set(columns).where('id', '=', id).execute();
  return toTask(await findTask(ctx.db, id));
}

/** A board at the end, with a unique slug of its title as id (`QA review` → `qa-review`, then `qa-review-2`). */
export async function addBoard(ctx: ServiceContext, title: string): Promise<KanbanBoard> {
  return writeKanban(ctx.db, async (db) => {
    const boards = await db.selectFrom('kanban_boards').select(['id', 'position']).execute();
    const id = uniqueSlug(title, new Set(boards.map((b) => b.id)));
    const position = boards.reduce((max, b) => Math.max(max, b.position + 1), 0);
    await db.insertInto('kanban_boards').values({ id, title, position }).execute();
    return { id, title };
  });
}

/** A new title; the id (and so every task's boardId) stays. */
export async function renameBoard(ctx: ServiceContext, boardId: string, title: string): Promise<KanbanBoard> {
  const result = await ctx.db.updateTable('kanban_boards').set({ title }).where('id', '=', boardId).executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new NotFound(`Board ${boardId} not found`);
  return { id: boardId, title };
}

/** Deletes the board's tasks; the board stays. */
export async function clearTasks(ctx: ServiceContext, boardId: string) {
  return writeKanban(ctx.db, async (db) => {
    const board = await findBoard(db, boardId);
    await db.deleteFrom('kanban_tasks').where('board_id', '=', boardId).execute();
    return board;
  });
}

/** Deletes the board and, with it, its tasks. */
export async function deleteBoard(ctx: ServiceContext, boardId: string) {
  return writeKanban(ctx.db, async (db) => {
    const board = await findBoard(db, boardId);
    await db.deleteFrom('kanban_tasks').where('board_id', '=', boardId).execute();
    await db.deleteFrom('kanban_boards').where('id', '=', boardId).execute();
    return board;
  });
}
