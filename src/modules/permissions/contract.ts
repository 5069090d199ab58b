import { z } from 'zod';
import { singleLine } from '@/platform/contract/text';
import { pagingQuery, searchTerm } from '@/platform/contract/lists';
import { defineContract } from '@/platform/contract/define-contract';
import { PERMISSION_ROLES, permissionsRoutes } from './routes';


export const permission = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  /** As the spec shows it: '14 Apr 2021, 8:43 PM'. */
  createdDate: z.string(),
});
export type Permission = z.infer<typeof permission>;

const name = singleLine().min(1, 'Name is required').max(80, 'At most 80 characters');

export const permissionListQuery = z.object({
  q: searchTerm,
  assignedTo: z.enum(PERMISSION_ROLES).optional(),
  ...pagingQuery(10),
});
export type PermissionListQuery = z.input<typeof permissionListQuery>;

export * from './routes';
export const permissionsContract = defineContract(permissionsRoutes, {
  list: {
    query: permissionListQuery,
    response: z.object({
      params: z.object({ q: z.string(), assignedTo: z.string().optional(), page: z.number(), perPage: z.number() }),
      total: z.number(),
      permissions: z.array(permission),
    }),
    summary: 'Permissions, newest first, searched (name or created date), filtered by role and paged in SQL',
  },
  add: {
    body: z.object({ name }),
    response: permission,
    status: 201,
    summary: 'A new permission, assigned to administrator only, listed first',
  },
  rename: {
    body: z.object({ id: z.number().int().positive(), name }),
    response: permission,
    status: 201,
  },
  remove: {
    body: z.object({ id: z.number().int().positive() }),
    response: z.object({ id: z.number() }),
  },
});
