import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';

export const ROLE_AREAS = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const;
export const ROLE_ACTIONS = ['read', 'write', 'create'] as const;
/** The five roles the product ships with (SPEC §6); more can be added. */
export const BUILT_IN_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;

const grant = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean() });
export const permissionMatrix = z.object({
  userManagement: grant,
  contentManagement: grant,
  disputesManagement: grant,
  databaseManagement: grant,
  financialManagement: grant,
  reporting: grant,
  apiControl: grant,
  repositoryManagement: grant,
  payroll: grant,
});
export type PermissionMatrix = z.infer<typeof permissionMatrix>;
export type RoleArea = (typeof ROLE_AREAS)[number];

export const roleName = z
  .string()
  .trim()
  .min(2, 'At least 2 characters')
  .max(40, 'At most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Letters, digits, spaces, dash and underscore only');

export const roleInput = z.object({ name: roleName, permissions: permissionMatrix });
export type RoleInput = z.input<typeof roleInput>;

export const role = z.object({
  id: z.number(),
  name: z.string(),
  permissions: permissionMatrix,
  totalUsers: z.number(),
  /** Up to five of the role's users, for the card's avatar group. */
  users: z.array(z.object({ id: z.number(), fullName: z.string(), avatar: z.string() })),
});
export type Role = z.infer<typeof role>;

const access = (action: 'read' | 'create' | 'update') => ({ action, subject: 'Role' }) as const;

export const rolesContract = {
  roles: defineEndpoint({
    method: 'GET',
    path: '/apps/roles',
    access: access('read'),
    response: z.object({ roles: z.array(role) }),
    summary: 'Access roles with their permission matrix, user count and up to five users each',
  }),
  addRole: defineEndpoint({
    method: 'POST',
    path: '/apps/roles/add-role',
    access: access('create'),
    body: z.object({ role: roleInput }),
    response: z.object({ role }),
    status: 201,
  }),
  updateRole: defineEndpoint({
    method: 'POST',
    path: '/apps/roles/update-role',
    access: access('update'),
    body: z.object({ id: z.number().int().positive(), role: roleInput }),
    response: z.object({ role }),
    summary: 'Renames a role (its users follow) and replaces its permission matrix',
  }),
};
