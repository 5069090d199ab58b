import { kanbanContract } from './contract';

/**
 * The schemas the kanban forms validate with: the endpoints' own. Only lazily loaded forms import this
 * file, so zod loads when a form opens.
 */
export const boardForm = kanbanContract.addBoard.body.shape.board;
