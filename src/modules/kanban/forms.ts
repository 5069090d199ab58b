import { kanbanContract } from './contract';

/**
 * The schemas the kanban forms validate with: the endpoints' own. Only lazily loaded forms import this
 * file, so zod loads when a form opens.
 */
export const boardForm = kanbanContract.addBoard.body.shape.board;

/** The inline form under a board names the task; the board is the one it sits under. */
export const newTaskForm = kanbanContract.addTask.body.pick({ title: true });
