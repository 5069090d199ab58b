import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';

/** The labels the editor offers (the sample data's); the server accepts any short label. */
export const KANBAN_LABELS = ['UX', 'Images', 'App', 'Code Review', 'Charts & Maps'] as const;

/** The cover pictures a task can show (drawn for the product, in public/images/kanban). */
export const KANBAN_COVERS = {
  screen: '/images/kanban/cover-1.svg',
  chart: '/images/kanban/cover-2.svg',
  mobile: '/images/kanban/cover-3.svg',
  map: '/images/kanban/cover-4.svg',
} as const;

/** People a task can be assigned to (the sample team, with the product's avatars). */
export const KANBAN_MEMBERS = [
  { title: 'Lucía Romero', img: '/images/avatars/3.svg' },
  { title: 'Mateo Herrera', img: '/images/avatars/4.svg' },
  { title: 'Valentina Cruz', img: '/images/avatars/5.svg' },
  { title: 'Diego Navarro', img: '/images/avatars/6.svg' },
  { title: 'Camila Ortega', img: '/images/avatars/7.svg' },
  { title: 'Andrés Molina', img: '/images/avatars/8.svg' },
] as const;

const imagePath = z.string().trim().min(1).max(300);
const isoDate = z.iso.date({ message: 'Use the YYYY-MM-DD format' });

export const kanbanBoard = z.object({ id: z.string(), title: z.string() });
export type KanbanBoard = z.infer<typeof kanbanBoard>;

export const kanbanAttachment = z.object({ name: z.string().trim().min(1).max(120), img: imagePath });
export const kanbanComment = z.object({ name: z.string().trim().min(1).max(80), img: imagePath.nullable(), comment: z.string().trim().min(1, 'Write a comment').max(1000) });
export const kanbanAssignee = z.object({ title: z.string().trim().min(1).max(80), img: imagePath.nullable() });

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

const boardId = z.string().trim().min(1, 'Board is required').max(80);
const taskId = z.number().int().positive();

/** The fields of a task that a person edits; moves between boards go through update-task-board. */
const taskFields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'At most 120 characters'),
  description: z.string().max(2000, 'At most 2000 characters'),
  labels: z
    .array(z.string().trim().min(1).max(30))
    .max(10)
    .refine((labels) => new Set(labels).size === labels.length, 'Each label once'),
  dueDate: isoDate,
  coverImage: imagePath.nullable(),
  attachments: z.array(kanbanAttachment).max(50),
  comments: z.array(kanbanComment).max(200),
  assignedTo: z.array(kanbanAssignee).max(20),
});

/** A new task: a title and a board; the spec's defaults fill the rest (empty lists, due in two days). */
export const newKanbanTask = taskFields.partial().extend({ title: taskFields.shape.title, boardId });
export type NewKanbanTask = z.input<typeof newKanbanTask>;

export const kanbanTaskFields = taskFields.partial().strict();
export type KanbanTaskFields = z.input<typeof kanbanTaskFields>;

const boardBody = z.object({ boardId });
const boardTitle = z.string().trim().min(1, 'Title is required').max(60, 'At most 60 characters');

const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Kanban' }) as const;
const tasksResponse = z.object({ tasks: z.array(kanbanTask) });

export const kanbanContract = {
  boards: defineEndpoint({
    method: 'GET',
    path: '/apps/kanban/boards',
    access: access('read'),
    response: z.object({ boards: z.array(kanbanBoard) }),
    summary: 'Every board, in display order',
  }),
  tasks: defineEndpoint({
    method: 'GET',
    path: '/apps/kanban/tasks',
    access: access('read'),
    response: tasksResponse,
    summary: 'Every task, by board and position',
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/reorder-tasks',
    access: access('update'),
    body: z.object({ taskId, targetTaskId: taskId }),
    response: tasksResponse,
    summary: "Places the task at the target task's position (in the target's board)",
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/update-task-board',
    access: access('update'),
    body: z.object({ taskId, newBoardId: boardId }),
    response: tasksResponse,
    summary: 'Moves the task to the end of another board',
  }),
  addTask: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/add-task',
    access: access('create'),
    body: newKanbanTask,
    response: kanbanTask,
    status: 201,
  }),
  addBoard: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/add-board',
    access: access('create'),
    body: z.object({ board: z.object({ title: boardTitle }) }),
    response: kanbanBoard,
    status: 201,
    summary: 'Adds a board at the end; its id is a unique slug of the title',
  }),
  renameBoard: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/rename-board',
    access: access('update'),
    body: z.object({ boardId, title: boardTitle }),
    response: kanbanBoard,
    summary: 'Renames a board; its id stays',
  }),
  updateTask: defineEndpoint({
    method: 'POST',
    path: '/apps/kanban/update-task',
    access: access('update'),
    body: z.object({ id: taskId, fields: kanbanTaskFields }),
    response: kanbanTask,
  }),
  deleteBoard: defineEndpoint({
    method: 'DELETE',
    path: '/apps/kanban/delete-board',
    access: access('delete'),
    body: boardBody,
    response: kanbanBoard,
    summary: 'Deletes the board and its tasks',
  }),
  clearTasks: defineEndpoint({
    method: 'DELETE',
    path: '/apps/kanban/clear-tasks',
    access: access('delete'),
    body: boardBody,
    response: kanbanBoard,
    summary: "Deletes the board's tasks and keeps the board",
  }),
};
