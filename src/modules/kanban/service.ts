import type { z } from 'zod';
import type { Updateable } from 'kysely';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { isoDay } from '@/platform/db/random';
import type { KanbanBoard, KanbanTask, kanbanTaskFields, newKanbanTask } from './contract';
import type { KanbanTaskRow, KanbanTaskTable } from './tables';
import { inBoardOrder, placeInOrder, writeKanban } from './ordering';
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

/** Every task, board after board (in the boards' order), each board's tasks in their order. */
export async function listTasks(ctx: { db: Db }) {
  const rows = await ctx.db
    .selectFrom('kanban_tasks')
    .innerJoin('kanban_boards', 'kanban_boards.id', 'kanban_tasks.board_id')
    .selectAll('kanban_tasks')
    .orderBy('kanban_boards.position')
    .orderBy('kanban_tasks.position')
    .orderBy('kanban_tasks.id')
    .execute();
  return { tasks: rows.map(toTask) };
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

/** Places the task where the target task is (in the target's board); the target and those after it shift down. */
export async function reorderTasks(ctx: ServiceContext, taskId: number, targetTaskId: number) {
  await writeKanban(ctx.db, async (db) => {
    const task = await findTask(db, taskId);
    const target = await findTask(db, targetTaskId);
    if (task.id === target.id) return;
    const original = await inBoardOrder(db, target.board_id);
    const targetOrder = original.filter((id) => id !== task.id);
    targetOrder.splice(original.indexOf(target.id), 0, task.id);
    if (task.board_id !== target.board_id) {
      await placeInOrder(db, task.board_id, (await inBoardOrder(db, task.board_id)).filter((id) => id !== task.id));
    }
    await placeInOrder(db, target.board_id, targetOrder);
  });
  return listTasks(ctx);
}

/** Moves the task to the end of another board (nothing changes when it is already there). */
export async function updateTaskBoard(ctx: ServiceContext, taskId: number, newBoardId: string) {
  await writeKanban(ctx.db, async (db) => {
    const task = await findTask(db, taskId);
    await findBoard(db, newBoardId);
    if (task.board_id === newBoardId) return;
    await placeInOrder(db, task.board_id, (await inBoardOrder(db, task.board_id)).filter((id) => id !== task.id));
    await placeInOrder(db, newBoardId, [...(await inBoardOrder(db, newBoardId)), task.id]);
  });
  return listTasks(ctx);
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
    const position = (await inBoardOrder(db, boardId)).length;
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
