import type { Generated } from 'kysely';

/** SPEC §3: the data-table pages' employees (read only; seeded, 100 × SEED_SCALE rows). */
export interface EmployeeTable {
  id: Generated<number>;
  responsive_id: string;
  avatar: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** `YYYY-MM-DD`: sorts and compares as text the same on both engines. */
  start_date: string;
  salary: number;
  age: number;
  experience: number;
  status: number;
}

declare module '@/platform/db/database' {
  interface Database {
    datatable_employees: EmployeeTable;
  }
}
