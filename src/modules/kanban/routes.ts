import { defineRoutes } from '@/platform/contract/define-routes';
import { kanbanAccess } from './access';

/** The labels the editor offers (the sample data's); the server accepts any short label. */
/** The boards every database starts with (the spec's ids): shown in the UI language while they keep these titles. */
export const KANBAN_BOARDS = [
  { id: 'todo', title: 'TODO' },
  { id: 'in-progress', title: 'In Progress' },
  { id: 'done', title: 'Done' },
] as const;

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
/** Cards a column shows at first and adds each time the person asks for more. */
export const KANBAN_PAGE = 20;
export const KANBAN_PAGE_MAX = 100;

export const kanbanRoutes = defineRoutes({
  boards: { method: 'GET', path: '/apps/kanban/boards', access: kanbanAccess('read') },
  tasks: { method: 'GET', path: '/apps/kanban/tasks', access: kanbanAccess('read') },
  reorder: { method: 'POST', path: '/apps/kanban/reorder-tasks', access: kanbanAccess('update') },
  move: { method: 'POST', path: '/apps/kanban/update-task-board', access: kanbanAccess('update') },
  addTask: { method: 'POST', path: '/apps/kanban/add-task', access: kanbanAccess('create') },
  addBoard: { method: 'POST', path: '/apps/kanban/add-board', access: kanbanAccess('create') },
  renameBoard: { method: 'POST', path: '/apps/kanban/rename-board', access: kanbanAccess('update') },
  updateTask: { method: 'POST', path: '/apps/kanban/update-task', access: kanbanAccess('update') },
  deleteBoard: { method: 'DELETE', path: '/apps/kanban/delete-board', access: kanbanAccess('delete') },
  clearTasks: { method: 'DELETE', path: '/apps/kanban/clear-tasks', access: kanbanAccess('delete') },
});
