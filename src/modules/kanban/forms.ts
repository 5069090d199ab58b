import { z } from 'zod';
import { kanbanContract } from './contract';

/**
 * The schemas the kanban forms validate with: the endpoints' own. Only lazily loaded forms import this
 * file, so zod loads when a form opens.
 */
export const boardForm = kanbanContract.addBoard.body.shape.board;

/** The inline form under a board names the task; the board is the one it sits under. */
export const newTaskForm = kanbanContract.addTask.body.pick({ title: true });

/**
 * The task sidebar sends the update endpoint's fields; assignees are chosen by name, the board goes
 * through the move endpoint, and no cover is an empty choice.
 */
export const taskSidebarForm = kanbanContract.updateTask.body.shape.fields
  .required()
  .pick({ title: true, description: true, dueDate: true, labels: true })
  .extend({ assignedTo: z.array(z.string()), boardId: z.string(), coverImage: z.string() });
