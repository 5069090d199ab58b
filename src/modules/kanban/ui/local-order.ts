import type { KanbanTask } from '../contract';

/** The same rule as the server, on the cached list: the task takes the target's place (and board). */
export function reorderLocally(tasks: KanbanTask[], taskId: number, targetTaskId: number) {
  const from = tasks.findIndex((x) => x.id === taskId);
  const target = tasks.find((x) => x.id === targetTaskId);
  if (from < 0 || !target || taskId === targetTaskId) return;
  // Moving down within a board, the task lands after the target (which moves up); otherwise before it.
  const after = tasks[from].boardId === target.boardId && from < tasks.indexOf(target);
  const [task] = tasks.splice(from, 1);
  task.boardId = target.boardId;
  tasks.splice(tasks.indexOf(target) + (after ? 1 : 0), 0, task);
}

/** The task goes to the end of the other board. */
export function moveLocally(tasks: KanbanTask[], taskId: number, boardId: string) {
  const from = tasks.findIndex((x) => x.id === taskId);
  if (from < 0 || tasks[from].boardId === boardId) return;
  const [task] = tasks.splice(from, 1);
  task.boardId = boardId;
  tasks.push(task);
}
