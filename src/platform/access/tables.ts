import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

/** Roles of the Roles page: each account has one; its rules are compiled from the matrix and its permissions. */
export interface RoleTable {
  id: Generated<number>;
  /** Stable name accounts refer to (`admin`, `manager`…); the display name may change. */
  key: string;
  name: string;
  /** JSON matrix: one { read, write, create } per access area. */
  permissions: string;
  /** Everything, now and in areas added later. */
  full_access: Flag;
  /** JSON CASL rules compiled from the above and the role's permissions, rewritten whenever they change. */
  rules: string;
  created_at: string;
}

export interface PermissionTable {
  id: Generated<number>;
  name: string;
  /** The spec's display text, stored so search matches what people see. */
  created_date: string;
  created_at: string;
  /** The access area the permission grants (null: a label that grants nothing more). */
  area: string | null;
  /** Letters of the levels granted in that area: r, w, c. */
  levels: string;
}

export interface PermissionRoleTable {
  permission_id: number;
  /** The role's key. */
  role: string;
}

/** Who changed what, when: on accounts, roles and permissions. */
export interface AuditEventTable {
  id: Generated<number>;
  target: 'account' | 'role' | 'permission';
  target_id: number;
  kind: string;
  /** JSON: the fields changed, or { from, to }, or { enabled }, … */
  detail: string;
  actor_id: number | null;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    roles: RoleTable;
    permissions: PermissionTable;
    permission_roles: PermissionRoleTable;
    audit_events: AuditEventTable;
  }
}

export type RoleRow = Selectable<RoleTable>;
export type PermissionRow = Selectable<PermissionTable>;
export type AuditEventRow = Selectable<AuditEventTable>;
