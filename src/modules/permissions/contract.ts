import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { pagingQuery, searchTerm } from '@/platform/contract/lists';
import { defineContract } from '@/platform/contract/define-contract';
import { ACCESS_AREAS } from '@/platform/access/areas';
import { permissionsRoutes } from './routes';

export const permission = z.object({
  id: z.number(),
  name: z.string(),
  /** Keys of the roles it is assigned to. */
  assignedTo: z.array(z.string()),
  /** What it grants those roles: some levels (r, w, c) of one access area, or nothing beyond its name. */
  area: z.enum(ACCESS_AREAS).nullable(),
  levels: z.string(),
  /** As the spec shows it: '14 Apr 2021, 8:43 PM'. */
  createdDate: z.string(),
  /** The same moment as an ISO timestamp, for screens to write in their own language. */
  createdAt: z.string(),
});
export type Permission = z.infer<typeof permission>;

const name = singleLine().min(1, 'Name is required').max(80, 'At most 80 characters');
const area = z.enum(ACCESS_AREAS).nullable();
const levels = z.string().regex(/^r?w?c?$/, 'Levels are r, w and c, in that order');
const roleKeys = z.array(singleLine().min(1).max(40)).max(50);

export const permissionListQuery = z.object({
  q: searchTerm,
  assignedTo: singleLine().max(40).optional(),
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
    body: z.object({ name, area: area.default(null), levels: levels.default('') }),
    response: permission,
    status: 201,
    summary: 'A new permission, assigned to the administrator role only, listed first',
  },
  rename: {
    body: z.object({ id: recordId(), name, area: area.optional(), levels: levels.optional(), assignedTo: roleKeys.optional() }),
    response: permission,
    status: 201,
    summary: 'Renames a permission, and changes what it grants and to which roles (their people follow on their next request)',
  },
  remove: {
    body: z.object({ id: recordId() }),
    response: z.object({ id: z.number() }),
  },
});
