import type { Generated, Selectable } from 'kysely';

export interface PermissionTable {
  id: Generated<number>;
  name: string;
  /** The spec's display text, stored so search matches what people see. */
  created_date: string;
  created_at: string;
}

export interface PermissionRoleTable {
  permission_id: number;
  role: string;
}

declare module '@/platform/db/database' {
  interface Database {
    permissions: PermissionTable;
    permission_roles: PermissionRoleTable;
  }
}

export type PermissionRow = Selectable<PermissionTable>;
