import type { Generated, Selectable } from 'kysely';

export interface KanbanBoardTable {
  /** A slug of the title, unique: `todo`, `in-progress`, `done`, … */
  id: string;
  title: string;
  position: number;
}

export interface KanbanTaskTable {
  id: Generated<number>;
  board_id: string;
  /** 0, 1, 2, … within the board, always contiguous. */
  position: number;
  title: string;
  description: Generated<string>;
  due_date: string;
  cover_image: string | null;
  /** JSON lists: label names, {name, img}, {name, img, comment}, {title, img}. */
  labels: Generated<string>;
  attachments: Generated<string>;
  comments: Generated<string>;
  assigned_to: Generated<string>;
}

declare module '@/platform/db/database' {
  interface Database {
    kanban_boards: KanbanBoardTable;
    kanban_tasks: KanbanTaskTable;
  }
}

export type KanbanTaskRow = Selectable<KanbanTaskTable>;
