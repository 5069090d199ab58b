import type { Generated } from 'kysely';

/** The addresses left on the coming-soon page, once each. */
export interface LaunchSubscriberTable {
  id: Generated<number>;
  /** Lower case, as the contract leaves it. */
  email: string;
  /** ISO instant of the first time it was left. */
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    launch_subscribers: LaunchSubscriberTable;
  }
}
