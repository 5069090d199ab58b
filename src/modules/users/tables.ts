import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

export interface UserTable {
  id: Generated<number>;
  full_name: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: string;
  current_plan: string;
  status: string;
  billing: string;
  avatar: string;
  avatar_color: string | null;
  /** Name of a row in `roles` (the access role shown on the roles page). */
  access_role: Generated<string>;
  /** Two-step verification switched on for this user. */
  two_factor: Generated<Flag>;
}

/** What happened to a user, newest last: written by the service whenever it changes one. */
export interface UserEventTable {
  id: Generated<number>;
  user_id: number;
  /** created | edited | status | plan | access-role | two-factor */
  kind: string;
  /** JSON: the fields changed, or { from, to }, or { enabled }. */
  detail: string;
  actor_name: string | null;
  created_at: string;
}

/** Access roles with their permission matrix (JSON, one { read, write, create } per area). */
export interface RoleTable {
  id: Generated<number>;
  name: string;
  permissions: string;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    users: UserTable;
    user_events: UserEventTable;
    roles: RoleTable;
  }
}

export type UserRow = Selectable<UserTable>;
export type UserEventRow = Selectable<UserEventTable>;
export type RoleRow = Selectable<RoleTable>;
