import { sql, type RawBuilder } from 'kysely';
import type { TODO_SORTS } from './routes';

type TodoSort = (typeof TODO_SORTS)[number];

/**
 * What each sort orders by, as SQL the indexes are built on too (an index on an expression serves a
 * query only when the query says exactly the same). Tasks without an assignee come last.
 */
export const TASK_SORT_SQL: Record<TodoSort, string> = {
  latest: 'created_at',
  'title-asc': 'lower(title)',
  'title-desc': 'lower(title)',
  assignee: "coalesce(assignee_name, '\uffff')",
  'due-date': 'due_date',
};

/** Ties go by id in the same direction, so every task has one place and a cursor resumes exactly. */
export const TASK_SORT_DIRECTION: Record<TodoSort, 'asc' | 'desc'> = {
  latest: 'desc',
  'title-asc': 'asc',
  'title-desc': 'desc',
  assignee: 'asc',
  'due-date': 'asc',
};

export const sortExpression = (sort: TodoSort): RawBuilder<string> => sql<string>`${sql.raw(TASK_SORT_SQL[sort])}`;
