import type { Db } from '@/platform/db/database';
import type { AbilityRule, AppAbility } from './abilities';

export interface SessionUser {
  id: number;
  role: string;
  rules: AbilityRule[];
  ability: AppAbility;
}

/** What every service function receives first: the database (or a transaction), who asks, and when. */
export interface ServiceContext {
  db: Db;
  user: SessionUser;
  now: Date;
}

/** For public endpoints: nobody may be signed in. */
export interface PublicContext {
  db: Db;
  user: SessionUser | null;
  now: Date;
}
