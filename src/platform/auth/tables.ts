import type { Generated, Selectable } from 'kysely';

export interface AccountTable {
  id: Generated<number>;
  full_name: string;
  username: string;
  email: string;
  password_hash: string;
  avatar: string | null;
  role: string;
  /** JSON list of { action, subject }. */
  ability: string;
  cart_items_count: number;
  created_at: string;
  /** Failed sign-ins since `failed_login_at`; past the limit the account refuses even the right password for a while. */
  failed_logins: Generated<number>;
  failed_login_at: string | null;
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

declare module '@/platform/db/database' {
  interface Database {
    accounts: AccountTable;
    refresh_tokens: RefreshTokenTable;
  }
}

export type Account = Selectable<AccountTable>;
