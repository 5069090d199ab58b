import { z } from 'zod';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { pagingQuery, searchTerm, sortDirection } from '@/platform/contract/lists';
import { defineContract } from '@/platform/contract/define-contract';
import { fileAnswer } from '@/platform/contract/file-answer';
import { USER_PLANS, USER_STATUSES, USER_BILLING, USER_SORT_COLUMNS, USER_EVENT_KINDS, usersRoutes } from './routes';


export const user = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  /** The key of the account's role (Roles page). */
  role: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  billing: z.enum(USER_BILLING),
  avatar: z.string(),
  avatarColor: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactor: z.boolean(),
});
export type User = z.infer<typeof user>;

export const userListQuery = z.object({
  q: searchTerm,
  role: singleLine().max(40).optional(),
  status: z.enum(USER_STATUSES).optional(),
  currentPlan: z.enum(USER_PLANS).optional(),
  sort: sortDirection.default('asc'),
  sortColumn: z.enum(USER_SORT_COLUMNS).default('fullName'),
  ...pagingQuery(10),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** The list's search, filters and sort, without paging: what an export of the filtered set takes. */
export const userExportQuery = userListQuery.omit({ page: true, perPage: true });
export type UserExportQuery = z.input<typeof userExportQuery>;

/** How many people there are, and how many in each status (the list's stat cards). */
export const userStats = z.object({ total: z.number(), active: z.number(), pending: z.number(), inactive: z.number() });
export type UserStats = z.infer<typeof userStats>;

export const newUser = z.object({
  fullName: singleLine().min(1, 'Full name is required').max(80),
  username: singleLine()
    .min(3, 'At least 3 characters')
    .max(30)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Letters, digits, dot, dash and underscore only'),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  company: singleLine().max(80).default(''),
  country: singleLine().max(60).default(''),
  contact: singleLine().max(30).default(''),
  role: singleLine().min(1, 'Choose a role').max(40),
  currentPlan: z.enum(USER_PLANS),
  billing: z.enum(USER_BILLING).default('Manual - Credit Card'),
});
export type NewUser = z.input<typeof newUser>;

/** The editable fields of a user (the same rules as add), every one optional. */
export const userFields = z
  .object({
    fullName: singleLine().min(1, 'Full name is required').max(80),
    username: newUser.shape.username,
    email: newUser.shape.email,
    company: singleLine().max(80),
    country: singleLine().max(60),
    contact: singleLine().max(30),
    role: singleLine().min(1, 'Choose a role').max(40),
    currentPlan: z.enum(USER_PLANS),
    billing: z.enum(USER_BILLING),
  })
  .partial();
export type UserFields = z.input<typeof userFields>;

export const userEvent = z.object({
  id: z.number(),
  kind: z.enum(USER_EVENT_KINDS),
  /** edited: the fields changed; status/plan/role: from and to; two-factor: enabled; password: how. */
  fields: z.array(z.string()).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  enabled: z.boolean().optional(),
  /** password: how it was set (from a reset link, changed by its owner, or set from the invitation). */
  how: z.enum(['reset', 'changed', 'set']).optional(),
  /** Null when the system made the change; `actorDeleted` when its author's account is gone. */
  actorName: z.string().nullable(),
  actorDeleted: z.boolean(),
  createdAt: z.string(),
});
export type UserEvent = z.infer<typeof userEvent>;

const userId = z.object({ id: recordIdParam() });

export * from './routes';
export const usersContract = defineContract(usersRoutes, {
  list: {
    query: userListQuery,
    response: z.object({ users: z.array(user), total: z.number() }),
    summary: 'Users searched (email, full name, billing), filtered, sorted and paged in SQL',
  },
  stats: {
    response: userStats,
    summary: 'How many people there are, in all and in each status (one grouped count over an index)',
  },
  exportList: {
    query: userExportQuery,
    response: fileAnswer,
    file: 'text/csv',
    summary: "The list's search, filters and sort as a CSV file (UTF-8 with a byte order mark), every matching person, read from SQL a page at a time",
  },
  add: {
    body: z.object({ user: newUser }),
    response: z.object({ user }),
    status: 201,
  },
  user: {
    query: userId,
    response: z.object({ user, memberSince: z.string().nullable(), changes: z.number() }),
    summary: 'One user, with the date they were added and how many changes were recorded',
  },
  update: {
    body: z.object({ id: recordId(), fields: userFields }),
    response: z.object({ user }),
    summary: 'Changes some fields of a user (same rules as add; email and username stay unique)',
  },
  updateStatus: {
    body: z.object({ id: recordId(), status: z.enum(['active', 'inactive'], { message: 'Choose active or inactive' }) }),
    response: z.object({ user }),
    summary: 'Suspends (inactive: sign-in refused, sessions ended at once) or activates a user',
  },
  activity: {
    query: userId,
    response: z.object({ events: z.array(userEvent) }),
    summary: 'The changes made to a user, newest first (at most 50)',
  },
  security: {
    query: userId,
    response: z.object({ twoFactor: z.boolean(), events: z.array(userEvent) }),
    summary: "A user's two-step verification and the recent changes to their access",
  },
  twoFactor: {
    body: z.object({ id: recordId(), enabled: z.literal(false, { message: 'Only its owner can switch two-step verification on' }) }),
    response: z.object({ twoFactor: z.boolean() }),
    summary: "Switches off a user's two-step verification (for someone who lost their authenticator)",
  },
  remove: {
    body: z.object({ id: recordId() }),
    response: z.object({ id: z.number() }),
    summary: 'Deletes a user: access ends at once; what they made stays, attributed to a deleted user',
  },
});
