import { z } from 'zod';
import type { TodoTask, TodoTaskInput } from '../contract';
import { TODO_TAGS } from '../routes';

/** The editor's fields; messages are translation keys (the server checks the contract's rules again). */
export const taskFormSchema = z.object({
  title: z.string().trim().min(1, 'todo.errors.titleRequired').max(120, 'todo.errors.titleLong'),
  dueDate: z.date({ error: 'todo.errors.dueDateRequired' }),
  description: z.string().max(2000, 'todo.errors.descriptionLong'),
  assignee: z.string(),
  tags: z.array(z.enum(TODO_TAGS)),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

const toIsoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function formValuesOf(task: TodoTask | null, today: Date): TaskFormValues {
  return {
    title: task?.title ?? '',
    dueDate: task ? new Date(`${task.dueDate}T00:00:00`) : today,
    description: task?.description ?? '',
    assignee: task?.assignee?.fullName ?? '',
    tags: task?.tags ?? [],
    isCompleted: task?.isCompleted ?? false,
    isImportant: task?.isImportant ?? false,
  };
}

export function taskInputOf(values: TaskFormValues, assignees: { fullName: string; avatar: string | null }[]): TodoTaskInput {
  return {
    title: values.title,
    dueDate: toIsoDay(values.dueDate),
    description: values.description,
    assignee: assignees.find((a) => a.fullName === values.assignee) ?? null,
    tags: values.tags,
    isCompleted: values.isCompleted,
    isImportant: values.isImportant,
  };
}
