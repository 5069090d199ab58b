import { todoContract } from './contract';

/**
 * The schema the task editor validates with: the add endpoint's own (an edit sends the same fields with the
 * task's id). Only the lazily loaded editor imports this file, so zod loads when it opens.
 */
export const taskForm = todoContract.add.body;
