import type { Generated, Selectable } from 'kysely';

export interface AccountTable {
  id: Generated<number>;
  full_name: string;
  username: string;
  email: string;
  password_hash: string;
  avatar: string | null;
  /** The key of a row of `roles`: its compiled rules are what the account may do. */
  role: string;
  /** Unused since roles decide (kept so older databases read the same). */
  ability: string;
  cart_items_count: number;
  created_at: string;
  /** Failed sign-ins since `failed_login_at`; past the limit the account refuses even the right password for a while. */
  failed_logins: Generated<number>;
  failed_login_at: string | null;
  company: Generated<string>;
  country: Generated<string>;
  contact: Generated<string>;
  current_plan: Generated<string>;
  /** active | inactive (suspended) | pending (invited, no password yet): only active accounts sign in. */
  status: Generated<string>;
  billing: Generated<string>;
  avatar_color: string | null;
  /** Deleted accounts stay so what they made stays readable, attributed to a deleted user. */
  deleted_at: string | null;
  email_verified_at: string | null;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The time step of the last code accepted: a code is good once, even within its 30 seconds. */
  totp_last_step: number | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  account_id: number;
  token_digest: string;
  /** Every rotation of one login shares a family; reuse of a rotated token revokes the whole family. */
  family: string;
  expires_at: string;
  revoked_at: string | null;
  /** When it was traded for its successor; for a few seconds after, it answers with that successor again. */
  rotated_at: string | null;
}

/** One sign-in (its id is the family of its refresh tokens and the `sid` of its access tokens). */
export interface SessionTable {
  id: string;
  account_id: number;
  created_at: string;
  /** Last sign-in or token refresh. */
  last_seen_at: string;
  ip: string;
  user_agent: string;
  revoked_at: string | null;
}

/** API keys: the API page makes them; every request may present one instead of a signed token. */
export interface ApiKeyTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** The first characters after the marker, shown in lists so people can tell their keys apart. */
  prefix: string;
  /** SHA-256 (hex) of the whole key: the key itself is never stored. */
  key_digest: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

declare module '@/platform/db/database' {
  interface Database {
    accounts: AccountTable;
    refresh_tokens: RefreshTokenTable;
    sessions: SessionTable;
    api_keys: ApiKeyTable;
  }
}

export type Account = Selectable<AccountTable>;
export type ApiKeyRow = Selectable<ApiKeyTable>;
