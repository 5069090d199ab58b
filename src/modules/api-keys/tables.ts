import type { Generated, Selectable } from 'kysely';

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
    api_keys: ApiKeyTable;
  }
}

export type ApiKeyRow = Selectable<ApiKeyTable>;
