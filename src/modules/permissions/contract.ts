import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';
import { pagingQuery } from '@/platform/contract/lists';

/** Role names used in permission assignment (SPEC §6). */
export const PERMISSION_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;

export const permission = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  /** As the spec shows it: '14 Apr 2021, 8:43 PM'. */
  createdDate: z.string(),
});
export type Permission = z.infer<typeof permission>;

const name = z.string().trim().min(1, 'Name is required').max(80, 'At most 80 characters');

export const permissionListQuery = z.object({
  q: z.string().trim().max(200).default(''),
  assignedTo: z.enum(PERMISSION_ROLES).optional(),
  ...pagingQuery(10),
});
export type PermissionListQuery = z.input<typeof permissionListQuery>;

const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Permission' }) as const;

export const permissionsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/apps/permissions/data',
    access: access('read'),
    query: permissionListQuery,
    response: z.object({
      params: z.object({ q: z.string(), assignedTo: z.string().optional(), page: z.number(), perPage: z.number() }),
      total: z.number(),
      permissions: z.array(permission),
    }),
    summary: 'Permissions, newest first, searched (name or created date), filtered by role and paged in SQL',
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/apps/permissions/add-permission',
    access: access('create'),
    body: z.object({ name }),
    response: permission,
    status: 201,
    summary: 'A new permission, assigned to administrator only, listed first',
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/apps/permissions/update-permission',
    access: access('update'),
    body: z.object({ id: z.number().int().positive(), name }),
    response: permission,
    status: 201,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/apps/permissions/delete',
    access: access('delete'),
    body: z.object({ id: z.number().int().positive() }),
    response: z.object({ id: z.number() }),
  }),
};
