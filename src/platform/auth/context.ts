import type { Db } from '@/platform/db/database';
import type { AbilityRule, AppAbility } from './abilities';

export interface SessionUser {
  id: number;
  role: string;
  rules: AbilityRule[];
  ability: AppAbility;
  /** The sign-in this request belongs to; null when it came with an API key. */
  sessionId?: string | null;
}

/** Where a request came from, kept with the session it opens (the security tab lists them). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** What every service function receives first: the database (or a transaction), who asks, and when. */
export interface ServiceContext {
  db: Db;
  user: SessionUser;
  now: Date;
  client?: ClientInfo;
  /** Where mailed links point (PUBLIC_URL); absent in service tests: http://localhost:3000. */
  publicUrl?: string;
}

/** For public endpoints: nobody may be signed in. */
export interface PublicContext {
  db: Db;
  user: SessionUser | null;
  now: Date;
  client?: ClientInfo;
  publicUrl?: string;
}
