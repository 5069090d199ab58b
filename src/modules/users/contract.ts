import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';
import { pagingQuery, sortDirection } from '@/platform/contract/lists';

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const USER_BILLING = ['Manual - Credit Card', 'Manual - PayPal', 'Manual - Cash', 'Auto Debit'] as const;
export const USER_SORT_COLUMNS = ['fullName', 'email', 'role', 'currentPlan', 'status', 'billing', 'company', 'country'] as const;

export const user = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  role: z.enum(USER_ROLES),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  billing: z.enum(USER_BILLING),
  avatar: z.string(),
  avatarColor: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const userListQuery = z.object({
  q: z.string().trim().max(200).default(''),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  currentPlan: z.enum(USER_PLANS).optional(),
  sort: sortDirection.default('asc'),
  sortColumn: z.enum(USER_SORT_COLUMNS).default('fullName'),
  ...pagingQuery(10),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const newUser = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(80),
  username: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .max(30)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Letters, digits, dot, dash and underscore only'),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' })),
  company: z.string().trim().max(80).default(''),
  country: z.string().trim().max(60).default(''),
  contact: z.string().trim().max(30).default(''),
  role: z.enum(USER_ROLES),
  currentPlan: z.enum(USER_PLANS),
  billing: z.enum(USER_BILLING).default('Manual - Credit Card'),
});
export type NewUser = z.input<typeof newUser>;

const access = (action: 'read' | 'create' | 'delete') => ({ action, subject: 'User' }) as const;

export const usersContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users/list/data',
    access: access('read'),
    query: userListQuery,
    response: z.object({ users: z.array(user), total: z.number() }),
    summary: 'Users searched (email, full name, billing), filtered, sorted and paged in SQL',
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/apps/users/add-user',
    access: access('create'),
    body: z.object({ user: newUser }),
    response: z.object({ user }),
    status: 201,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/apps/users/delete',
    access: access('delete'),
    body: z.object({ id: z.number().int().positive() }),
    response: z.object({ id: z.number() }),
  }),
};
