import { z } from 'zod';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { ACCESS_AREAS, type AccessArea } from '@/platform/access/areas';
import { rolesRoutes } from './roles-routes';

const grant = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean() });
/** read / write (change and delete) / create, per access area. */
export const permissionMatrix = z.object(Object.fromEntries(ACCESS_AREAS.map((area) => [area, grant])) as Record<AccessArea, typeof grant>);
export type PermissionMatrix = z.infer<typeof permissionMatrix>;

export const roleName = singleLine()
  .min(2, 'At least 2 characters')
  .max(40, 'At most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Letters, digits, spaces, dash and underscore only');

export const roleInput = z.object({
  name: roleName,
  permissions: permissionMatrix,
  /** Everything, in every area now and later (the administrator's role). */
  fullAccess: z.boolean().default(false),
});
export type RoleInput = z.input<typeof roleInput>;

export const role = z.object({
  id: z.number(),
  /** What accounts refer to; stays when the role is renamed. */
  key: z.string(),
  name: z.string(),
  permissions: permissionMatrix,
  fullAccess: z.boolean(),
  /** The permissions assigned to the role, which add to its matrix. */
  grantedBy: z.array(z.object({ id: z.number(), name: z.string(), area: z.string().nullable(), levels: z.string() })),
  totalUsers: z.number(),
  /** Up to five of the role's users, for the card's avatar group. */
  users: z.array(z.object({ id: z.number(), fullName: z.string(), avatar: z.string() })),
});
export type Role = z.infer<typeof role>;

export const roleEvent = z.object({
  id: z.number(),
  /** created | renamed | matrix | full-access | permission-added | permission-removed | permission-changed */
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actorName: z.string().nullable(),
  actorDeleted: z.boolean(),
  createdAt: z.string(),
});
export type RoleEvent = z.infer<typeof roleEvent>;

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
    body: z.object({ id: recordId(), role: roleInput }),
    response: z.object({ role }),
    summary: 'Renames a role and replaces its matrix: its people can do what it allows on their next request',
  },
  roleActivity: {
    query: z.object({ id: recordIdParam() }),
    response: z.object({ events: z.array(roleEvent) }),
    summary: 'The changes made to a role and to the permissions assigned to it, newest first',
  },
});
