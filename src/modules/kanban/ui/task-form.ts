import type { KanbanTask, KanbanTaskFields } from '../contract';
import { KANBAN_LABELS, KANBAN_MEMBERS } from '../routes';

/** The sidebar's fields (validated with `taskSidebarForm`, the update endpoint's own rules). */
export interface TaskFormValues {
  title: string;
  /** `YYYY-MM-DD`, as the contract holds it. */
  dueDate: string;
  labels: string[];
  /** Names of the people chosen. */
  assignedTo: string[];
  description: string;
  boardId: string;
  /** A cover picture, or '' for none. */
  coverImage: string;
}


export function formValuesOf(task: KanbanTask): TaskFormValues {
  return {
    title: task.title,
    dueDate: task.dueDate,
    labels: task.labels,
    assignedTo: task.assignedTo.map((a) => a.title),
    description: task.description,
    boardId: task.boardId,
    coverImage: task.coverImage ?? '',
  };
}

/** The labels to offer: the usual ones plus any the task already has. */
export const labelChoices = (task: KanbanTask) => [...new Set([...KANBAN_LABELS, ...task.labels])];

/** The people to offer: the team plus anyone already assigned. */
export function memberChoices(task: KanbanTask) {
  const members: { title: string; img: string | null }[] = [...KANBAN_MEMBERS];
  for (const a of task.assignedTo) if (!members.some((m) => m.title === a.title)) members.push(a);
  return members;
}

export function fieldsOf(values: TaskFormValues, task: KanbanTask): KanbanTaskFields {
  const members = memberChoices(task);
  return {
    title: values.title,
    dueDate: values.dueDate,
    labels: values.labels,
    assignedTo: members.filter((m) => values.assignedTo.includes(m.title)),
    description: values.description,
    coverImage: values.coverImage || null,
  };
}
