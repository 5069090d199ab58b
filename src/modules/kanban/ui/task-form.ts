import { z } from 'zod';
import type { KanbanTask, KanbanTaskFields } from '../contract';
import { KANBAN_LABELS, KANBAN_MEMBERS } from '../routes';
import { dateOfDay, isoDay } from '@/web/components/form/iso-day';

/** The sidebar's fields; messages are translation keys (the server checks the contract's rules again). */
export const taskFormSchema = z.object({
  title: z.string().trim().min(1, 'kanban.errors.titleRequired').max(120, 'kanban.errors.titleLong'),
  dueDate: z.date({ error: 'kanban.errors.dueDateRequired' }),
  labels: z.array(z.string()),
  assignedTo: z.array(z.string()),
  description: z.string().max(2000, 'kanban.errors.descriptionLong'),
  boardId: z.string(),
  coverImage: z.string(),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;


export function formValuesOf(task: KanbanTask): TaskFormValues {
  return {
    title: task.title,
    dueDate: dateOfDay(task.dueDate) ?? new Date(),
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
    dueDate: isoDay(values.dueDate),
    labels: values.labels,
    assignedTo: members.filter((m) => values.assignedTo.includes(m.title)),
    description: values.description,
    coverImage: values.coverImage || null,
  };
}
