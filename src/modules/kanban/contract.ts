import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { imageUrl, multiLine, singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { KANBAN_PAGE, KANBAN_PAGE_MAX, kanbanRoutes } from './routes';




const imagePath = imageUrl().min(1).max(300);
const isoDate = z.iso.date({ message: 'Use the YYYY-MM-DD format' });

export const kanbanBoard = z.object({ id: z.string(), title: z.string() });
export type KanbanBoard = z.infer<typeof kanbanBoard>;

// What the server answers with stays plain: rows stored before today's rules must still read.
export const kanbanAttachment = z.object({ name: z.string(), img: z.string() });
export const kanbanComment = z.object({ name: z.string(), img: z.string().nullable(), comment: z.string() });
export const kanbanAssignee = z.object({ title: z.string(), img: z.string().nullable() });

const attachmentInput = z.object({ name: singleLine().min(1).max(120), img: imagePath });
const commentInput = z.object({ name: singleLine().min(1).max(80), img: imagePath.nullable(), comment: multiLine().trim().min(1, 'Write a comment').max(1000) });
const assigneeInput = z.object({ title: singleLine().min(1).max(80), img: imagePath.nullable() });

export const kanbanTask = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  boardId: z.string(),
  labels: z.array(z.string()),
  dueDate: z.string(),
  coverImage: z.string().optional(),
  attachments: z.array(kanbanAttachment),
  comments: z.array(kanbanComment),
  assignedTo: z.array(kanbanAssignee),
});
export type KanbanTask = z.infer<typeof kanbanTask>;

const boardId = singleLine().min(1, 'Board is required').max(80);
const taskId = recordId();

/** The fields of a task that a person edits; moves between boards go through update-task-board. */
const taskFields = z.object({
  title: singleLine().min(1, 'Title is required').max(120, 'At most 120 characters'),
  description: multiLine().max(2000, 'At most 2000 characters'),
  labels: z
    .array(singleLine().min(1).max(30))
    .max(10)
    .refine((labels) => new Set(labels).size === labels.length, { message: 'Each label once', params: { code: 'duplicate' } }),
  dueDate: isoDate,
  coverImage: imagePath.nullable(),
  attachments: z.array(attachmentInput).max(50),
  comments: z.array(commentInput).max(200),
  assignedTo: z.array(assigneeInput).max(20),
});

/** A new task: a title and a board; the spec's defaults fill the rest (empty lists, due in two days). */
export const newKanbanTask = taskFields.partial().extend({ title: taskFields.shape.title, boardId });
export type NewKanbanTask = z.input<typeof newKanbanTask>;

export const kanbanTaskFields = taskFields.partial().strict();
export type KanbanTaskFields = z.input<typeof kanbanTaskFields>;

const boardBody = z.object({ boardId });
const boardTitle = singleLine().min(1, 'Title is required').max(60, 'At most 60 characters');

/** A board's task count, read off its positions (no scan). */
export const kanbanColumn = z.object({ boardId: z.string(), total: z.number() });
export type KanbanColumn = z.infer<typeof kanbanColumn>;

/** Tasks by board and position, and the count of each board they come from. */
const tasksResponse = z.object({ tasks: z.array(kanbanTask), columns: z.array(kanbanColumn) });

export const kanbanTasksQuery = z.object({
  /** One board; without it, the first page of every board. */
  boardId: boardId.optional(),
  /** The position to start from (the number of the board's tasks already shown); only with boardId. */
  from: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(KANBAN_PAGE_MAX).default(KANBAN_PAGE),
});
export type KanbanTasksQuery = z.input<typeof kanbanTasksQuery>;

/** A move answers with the task where it now is and the new counts of the boards it left and joined. */
const moveResponse = z.object({ task: kanbanTask, columns: z.array(kanbanColumn) });

export * from './routes';
export const kanbanContract = defineContract(kanbanRoutes, {
  boards: {
    response: z.object({ boards: z.array(kanbanBoard) }),
    summary: 'Every board, in display order',
  },
  tasks: {
    query: kanbanTasksQuery,
    response: tasksResponse,
    summary: 'A page of tasks per board, in position order, with each board’s count; boardId and from page through one board',
  },
  reorder: {
    body: z.object({ taskId, targetTaskId: taskId }),
    response: moveResponse,
    summary: "Places the task at the target task's position (in the target's board)",
  },
  move: {
    body: z.object({ taskId, newBoardId: boardId }),
    response: moveResponse,
    summary: 'Moves the task to the end of another board',
  },
  addTask: {
    body: newKanbanTask,
    response: kanbanTask,
    status: 201,
  },
  addBoard: {
    body: z.object({ board: z.object({ title: boardTitle }) }),
    response: kanbanBoard,
    status: 201,
    summary: 'Adds a board at the end; its id is a unique slug of the title',
  },
  renameBoard: {
    body: z.object({ boardId, title: boardTitle }),
    response: kanbanBoard,
    summary: 'Renames a board; its id stays',
  },
  updateTask: {
    body: z.object({ id: taskId, fields: kanbanTaskFields }),
    response: kanbanTask,
  },
  deleteBoard: {
    body: boardBody,
    response: kanbanBoard,
    summary: 'Deletes the board and its tasks',
  },
  clearTasks: {
    body: boardBody,
    response: kanbanBoard,
    summary: "Deletes the board's tasks and keeps the board",
  },
});
