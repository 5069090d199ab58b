import type { KanbanColumn, KanbanTask } from '../contract';

/** What the page holds: the loaded tasks (a prefix of each board, in order) and each board's count. */
export interface LoadedBoards {
  tasks: KanbanTask[];
  columns: KanbanColumn[];
}

const columnOf = (data: LoadedBoards, boardId: string) => {
  let column = data.columns.find((c) => c.boardId === boardId);
  if (!column) {
    column = { boardId, total: data.tasks.filter((x) => x.boardId === boardId).length };
    data.columns.push(column);
  }
  return column;
};

/** How many of the board's tasks are loaded: where its next page starts. */
export const loadedIn = (data: LoadedBoards, boardId: string) => data.tasks.filter((x) => x.boardId === boardId).length;

/** Whether the board has tasks not loaded yet. */
export const hasMore = (data: LoadedBoards, boardId: string) => loadedIn(data, boardId) < (data.columns.find((c) => c.boardId === boardId)?.total ?? 0);

/** The same rule as the server, on the loaded cards: the task takes the target's place (and board). */
export function reorderLocally(data: LoadedBoards, taskId: number, targetTaskId: number) {
  const { tasks } = data;
  const from = tasks.findIndex((x) => x.id === taskId);
  const target = tasks.find((x) => x.id === targetTaskId);
  if (from < 0 || !target || taskId === targetTaskId) return;
  const source = tasks[from].boardId;
  // Moving down within a board, the task lands after the target (which moves up); otherwise before it.
  const after = source === target.boardId && from < tasks.indexOf(target);
  const [task] = tasks.splice(from, 1);
  task.boardId = target.boardId;
  tasks.splice(tasks.indexOf(target) + (after ? 1 : 0), 0, task);
  if (source !== target.boardId) {
    columnOf(data, source).total -= 1;
    columnOf(data, target.boardId).total += 1;
  }
}

/**
 * The task goes to the end of the other board. When that board is not all loaded, its end is not on
 * screen: the card leaves this board and the other one counts it, to be seen when its turn comes.
 */
export function moveLocally(data: LoadedBoards, taskId: number, boardId: string) {
  const { tasks } = data;
  const from = tasks.findIndex((x) => x.id === taskId);
  if (from < 0 || tasks[from].boardId === boardId) return;
  const target = columnOf(data, boardId);
  const wholeTarget = loadedIn(data, boardId) >= target.total;
  const [task] = tasks.splice(from, 1);
  columnOf(data, task.boardId).total -= 1;
  target.total += 1;
  task.boardId = boardId;
  if (wholeTarget) tasks.push(task);
}

/** A new task at the end of its board: shown when the board is all loaded, counted either way. */
export function addLocally(data: LoadedBoards, task: KanbanTask) {
  const column = columnOf(data, task.boardId);
  if (loadedIn(data, task.boardId) >= column.total) data.tasks.push(task);
  column.total += 1;
}

/** The board's next page under what is loaded (a card already there is not repeated). */
export function appendPage(data: LoadedBoards, page: LoadedBoards) {
  const known = new Set(data.tasks.map((x) => x.id));
  data.tasks.push(...page.tasks.filter((x) => !known.has(x.id)));
  for (const { boardId, total } of page.columns) columnOf(data, boardId).total = total;
}
