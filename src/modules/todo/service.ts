import type { z } from 'zod';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText, toFlag } from '@/platform/db/sql';
import { matchesAny, planSearch, type SearchPlan } from '@/platform/db/search';
import { encodeCursor } from '@/platform/contract/cursor';
import { rememberedCount } from '@/platform/db/counts';
import { TASK_SORT_DIRECTION, sortExpression } from './sorts';
import type { TodoTask, todoListQuery, todoTaskInput, todoTaskUpdate } from './contract';
import { sql, type SqlBool, type Updateable } from 'kysely';
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

type ListQuery = z.output<typeof todoListQuery>;

/** Counting stops here: past it the list says "more than 100" rather than read thousands of rows for the number. */
export const TOTAL_CAP = 100;

/** The spec's views: important and completed leave deleted tasks out; the default view shows every task not deleted. */
function taskList(ctx: ServiceContext, query: ListQuery, search: SearchPlan | null) {
  // With few search matches, the account is checked on each fetched match rather than leading the plan.
  let select = ctx.db.selectFrom('todo_tasks').where(search?.kind === 'few' ? sql`+account_id` : sql`account_id`, '=', ctx.user.id);
  select = select.where('is_deleted', '=', query.filter === 'deleted' ? 1 : 0);
  if (query.filter === 'important') select = select.where('is_important', '=', 1);
  if (query.filter === 'completed') select = select.where('is_completed', '=', 1);
  // Tags come from a closed list, so the quoted name cannot match inside another tag.
  if (query.tag) select = select.where('tags', 'like', `%"${query.tag}"%`);
  if (search?.kind === 'few') select = select.where((eb) => matchesAny(eb.ref('id'), search.matches));
  else if (search) select = select.where((eb) => containsText(ctx.db, eb.ref('title'), search.q));
  return select;
}

/**
 * One page of the list, in keyset order: the page after the cursor's row, and a cursor to go on from
 * its last row. The first page also says how many tasks the list holds, counted up to TOTAL_CAP, unless
 * it is a search whose matches cannot be counted without reading thousands of rows.
 */
export async function listTasks(ctx: ServiceContext, query: ListQuery) {
  const search = query.q ? await planSearch(ctx.db, 'todo_tasks', query.q) : null;
  const key = sortExpression(query.sortBy);
  const direction = TASK_SORT_DIRECTION[query.sortBy];
  let page = taskList(ctx, query, search).selectAll().select(key.as('sort_key'));
  const { cursor } = query;
  if (cursor) {
    const after = direction === 'asc' ? '>' : '<';
    // The first half is an index range; the second steps over the rows already seen at the boundary.
    page = page.where(sql<SqlBool>`${key} ${sql.raw(after)}= ${cursor.key} and (${key} ${sql.raw(after)} ${cursor.key} or id ${sql.raw(after)} ${cursor.id})`);
  }
  const rows = await page.orderBy(key, direction).orderBy('id', direction).limit(query.perPage + 1).execute();
  const more = rows.length > query.perPage;
  const shown = more ? rows.slice(0, query.perPage) : rows;
  const last = shown.at(-1);
  const counted = cursor || (search && !search.countable) ? null : await countUpTo(ctx, taskList(ctx, query, search));
  return {
    tasks: shown.map(toTask),
    nextCursor: more && last ? encodeCursor({ sort: query.sortBy, key: String(last.sort_key), id: last.id }) : null,
    total: counted === null ? null : Math.min(counted, TOTAL_CAP),
    totalCapped: counted !== null && counted > TOTAL_CAP,
  };
}

async function countUpTo(ctx: ServiceContext, list: ReturnType<typeof taskList>) {
  const capped = list.select(sql<number>`1`.as('one')).limit(TOTAL_CAP + 1).as('capped');
  return rememberedCount(ctx.db, ctx.db.selectFrom(capped).select((eb) => eb.fn.countAll<number>().as('n')).compile());
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
