import { defineRoutes } from '@/platform/contract/define-routes';
import { todoAccess } from './access';

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export const todoRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/todo/tasks', access: todoAccess('read') },
  add: { method: 'POST', path: '/apps/todo/add-tasks', access: todoAccess('create') },
  update: { method: 'POST', path: '/apps/todo/update-task', access: todoAccess('update') },
  remove: { method: 'DELETE', path: '/apps/todo/delete-task', access: todoAccess('delete') },
  assignees: { method: 'GET', path: '/apps/todo/assignees', access: todoAccess('read') },
});
