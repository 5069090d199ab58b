import { z } from 'zod';
import { singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { rolesRoutes } from './roles-routes';


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

export const roleName = singleLine()
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

export * from './roles-routes';
export const rolesContract = defineContract(rolesRoutes, {
  roles: {
    response: z.object({ roles: z.array(role) }),
    summary: 'Access roles with their permission matrix, user count and up to five users each',
  },
  addRole: {
    body: z.object({ role: roleInput }),
    response: z.object({ role }),
    status: 201,
  },
  updateRole: {
    body: z.object({ id: z.number().int().positive(), role: roleInput }),
    response: z.object({ role }),
    summary: 'Renames a role (its users follow) and replaces its permission matrix',
  },
});
