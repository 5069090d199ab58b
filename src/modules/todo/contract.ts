import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { searchTerm } from '@/platform/contract/lists';
import { cursorParam, perPageParam } from '@/platform/contract/cursor';
import { imageUrl, multiLine, singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { TODO_TAGS, TODO_FILTERS, TODO_SORTS, todoRoutes } from './routes';


const isoDate = z.iso.date({ message: 'Use the YYYY-MM-DD format' });

export const assignee = z.object({ fullName: z.string(), avatar: z.string().nullable() });
/** Who a task goes to, as the client sends it back from the assignee list. */
const assigneeInput = z.object({ fullName: singleLine().min(1).max(80), avatar: imageUrl().max(200).nullable() });

export const todoTask = z.object({
  id: z.number(),
  title: z.string(),
  dueDate: z.string(),
  description: z.string(),
  assignee: assignee.nullable(),
  tags: z.array(z.enum(TODO_TAGS)),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});
export type TodoTask = z.infer<typeof todoTask>;

const todoFields = z.object({
  title: singleLine().min(1, 'Title is required').max(120, 'At most 120 characters'),
  dueDate: isoDate,
  description: multiLine().max(2000, 'At most 2000 characters'),
  assignee: assigneeInput.nullable(),
  tags: z
    .array(z.enum(TODO_TAGS))
    .max(TODO_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, { message: 'Each tag once', params: { code: 'duplicate' } }),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
});

/** What a person fills in to add a task; the rest defaults to a fresh, open task. */
export const todoTaskInput = todoFields.extend({
  description: todoFields.shape.description.default(''),
  assignee: todoFields.shape.assignee.default(null),
  tags: todoFields.shape.tags.default([]),
  isCompleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
});
export type TodoTaskInput = z.input<typeof todoTaskInput>;

/** An update names the task and only the fields that change (isDeleted too: restore). */
export const todoTaskUpdate = todoFields.partial().extend({ id: recordId(), isDeleted: z.boolean().optional() });
export type TodoTaskUpdate = z.input<typeof todoTaskUpdate>;

/** The spec's search, view, tag and sort, read a page at a time: `cursor` is the previous page's `nextCursor`. */
export const todoListQuery = z
  .object({
    q: searchTerm,
    filter: z.enum(TODO_FILTERS).optional(),
    tag: z.enum(TODO_TAGS).optional(),
    sortBy: z.enum(TODO_SORTS).default('latest'),
    cursor: cursorParam,
    perPage: perPageParam(30),
  })
  .refine((query) => !query.cursor || query.cursor.sort === query.sortBy, { path: ['cursor'], message: 'This cursor belongs to another sort: start again without it' });
export type TodoListQuery = z.input<typeof todoListQuery>;

export * from './routes';
export const todoContract = defineContract(todoRoutes, {
  list: {
    query: todoListQuery,
    response: z.object({
      tasks: z.array(todoTask),
      nextCursor: z.string().nullable().describe('Send it as `cursor` for the next page; null on the last page'),
      total: z
        .number()
        .nullable()
        .describe('How many tasks the whole list holds, counted up to 100; given with the first page only, and not for a search too broad (or too short) to count cheaply'),
      totalCapped: z.boolean().describe('The list holds more than `total` tasks'),
    }),
    summary: "The signed-in user's tasks, searched, filtered and sorted, a page at a time",
  },
  add: {
    body: todoTaskInput,
    response: todoTask,
    status: 201,
  },
  update: {
    body: z.object({ task: todoTaskUpdate }),
    response: todoTask,
  },
  remove: {
    body: z.object({ taskId: recordId() }),
    response: todoTask,
    summary: 'Soft delete: the task stays, marked deleted',
  },
  assignees: {
    response: z.object({ assignees: z.array(assignee) }),
    summary: 'People a task can be assigned to',
  },
});
