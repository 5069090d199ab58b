import type { Generated, Selectable } from 'kysely';

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
}

declare module '@/platform/db/database' {
  interface Database {
    users: UserTable;
  }
}

export type UserRow = Selectable<UserTable>;
