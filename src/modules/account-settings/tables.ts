import type { Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

/**
 * What an account says about itself beyond the account row (name, username, e-mail, company and avatar live on
 * `accounts`): one row per account, made the first time it saves a tab; until then the defaults apply.
 */
export interface AccountSettingsTable {
  account_id: number;
  bio: string;
  /** YYYY-MM-DD, or empty. */
  dob: string;
  /** ISO 3166 alpha-2 code, or empty. */
  country: string;
  website: string;
  phone: string;
  /** JSON: the six networks' links (each an address or empty). */
  social_links: string;
  /** JSON: the ids of the connected services. */
  connections: string;
  comment_on_article: Flag;
  answer_on_form: Flag;
  follow_me: Flag;
  new_announcements: Flag;
  product_updates: Flag;
  blog_digest: Flag;
  updated_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    account_settings: AccountSettingsTable;
  }
}

export type AccountSettingsRow = Selectable<AccountSettingsTable>;
