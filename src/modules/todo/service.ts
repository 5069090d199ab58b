import type { z } from 'zod';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText, toFlag } from '@/platform/db/sql';
import type { TodoTask, todoListQuery, todoTaskInput, todoTaskUpdate } from './contract';
import type { Updateable } from 'kysely';
import type { TodoTaskRow, TodoTaskTable } from './tables';
import { TODO_ASSIGNEES } from './seed';

function toTask(row: TodoTaskRow): TodoTask {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.due_date,
    description: row.description,
    assignee: row.assignee_name ? { fullName: row.assignee_name, avatar: row.assignee_avatar } : null,
    tags: JSON.parse(row.tags) as TodoTask['tags'],
    isCompleted: Boolean(row.is_completed),
    isDeleted: Boolean(row.is_deleted),
    isImportant: Boolean(row.is_important),
  };
}

/** The spec's views: important and completed leave deleted tasks out; the default view shows every task not deleted. */
export async function listTasks(ctx: ServiceContext, query: z.output<typeof todoListQuery>) {
  let select = ctx.db.selectFrom('todo_tasks').selectAll().where('account_id', '=', ctx.user.id);
  if (query.filter === 'deleted') select = select.where('is_deleted', '=', 1);
  else select = select.where('is_deleted', '=', 0);
  if (query.filter === 'important') select = select.where('is_important', '=', 1);
  if (query.filter === 'completed') select = select.where('is_completed', '=', 1);
  // Tags come from a closed list, so the quoted name cannot match inside another tag.
  if (query.tag) select = select.where('tags', 'like', `%"${query.tag}"%`);
  if (query.q) select = select.where((eb) => containsText(eb.ref('title'), query.q));

  switch (query.sortBy) {
    case 'title-asc':
      select = select.orderBy((eb) => eb.fn('lower', ['title']), 'asc');
      break;
    case 'title-desc':
      select = select.orderBy((eb) => eb.fn('lower', ['title']), 'desc');
      break;
    case 'assignee':
      select = select.orderBy((eb) => eb.fn.coalesce('assignee_name', eb.val('\uffff')), 'asc');
      break;
    case 'due-date':
      select = select.orderBy('due_date', 'asc');
      break;
    default:
      select = select.orderBy('created_at', 'desc');
  }
  const rows = await select.orderBy('id', 'desc').execute();
  return { tasks: rows.map(toTask) };
}

type Fields = Partial<z.output<typeof todoTaskInput>> & { isDeleted?: boolean };

function toColumns(fields: Fields): Updateable<TodoTaskTable> {
  const columns: Updateable<TodoTaskTable> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.dueDate !== undefined) columns.due_date = fields.dueDate;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.assignee !== undefined) {
    columns.assignee_name = fields.assignee?.fullName ?? null;
    columns.assignee_avatar = fields.assignee?.avatar ?? null;
  }
  if (fields.tags !== undefined) columns.tags = JSON.stringify(fields.tags);
  if (fields.isCompleted !== undefined) columns.is_completed = toFlag(fields.isCompleted);
  if (fields.isImportant !== undefined) columns.is_important = toFlag(fields.isImportant);
  if (fields.isDeleted !== undefined) columns.is_deleted = toFlag(fields.isDeleted);
  return columns;
}

export async function addTask(ctx: ServiceContext, input: z.output<typeof todoTaskInput>) {
  const row = await ctx.db
    .insertInto('todo_tasks')
    .values({
      ...toColumns(input),
      title: input.title,
      due_date: input.dueDate,
      description: input.description,
      tags: JSON.stringify(input.tags),
      account_id: ctx.user.id,
      created_at: ctx.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTask(row);
}

/** Changes only the given fields of one of the user's own tasks; another user's task is not found. */
export async function updateTask(ctx: ServiceContext, update: z.output<typeof todoTaskUpdate>) {
  const { id, ...fields } = update;
  const columns = toColumns(fields);
  const query = Object.keys(columns).length
    ? ctx.db.updateTable('todo_tasks').set(columns).where('id', '=', id).where('account_id', '=', ctx.user.id).returningAll()
    : ctx.db.selectFrom('todo_tasks').selectAll().where('id', '=', id).where('account_id', '=', ctx.user.id);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound(`Task ${id} not found`);
  return toTask(row);
}

/** Soft delete: the task stays and can be restored. */
export function deleteTask(ctx: ServiceContext, taskId: number) {
  return updateTask(ctx, { id: taskId, isDeleted: true });
}

export async function listAssignees() {
  return { assignees: TODO_ASSIGNEES.map((a) => ({ ...a })) };
}
