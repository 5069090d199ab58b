import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

export interface TodoTaskTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  due_date: string;
  description: Generated<string>;
  assignee_name: string | null;
  assignee_avatar: string | null;
  /** JSON list of tag names. */
  tags: Generated<string>;
  is_completed: Generated<Flag>;
  is_deleted: Generated<Flag>;
  is_important: Generated<Flag>;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    todo_tasks: TodoTaskTable;
  }
}

export type TodoTaskRow = Selectable<TodoTaskTable>;
