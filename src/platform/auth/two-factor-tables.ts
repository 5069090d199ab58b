import type { Generated } from 'kysely';

/** One-time codes that stand in for the authenticator app; kept only as a SHA-256 digest. */
export interface RecoveryCodeTable {
  id: Generated<number>;
  account_id: number;
  code_digest: string;
  used_at: string | null;
}

/** A second step in progress: the challenge token names its id. */
export interface TwoFactorChallengeTable {
  id: string;
  account_id: number;
  /** Codes tried with it, right or wrong. */
  attempts: Generated<number>;
  expires_at: string;
  finished_at: string | null;
}

declare module '@/platform/db/database' {
  interface Database {
    recovery_codes: RecoveryCodeTable;
    two_factor_challenges: TwoFactorChallengeTable;
  }
}
