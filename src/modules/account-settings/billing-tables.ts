import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

/** A payment card the account saved: never its number or security code, only what shows it again. */
export interface AccountCardsTable {
  id: Generated<number>;
  account_id: number;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  is_primary: Flag;
  created_at: string;
}

/** A billing or delivery address of the account. */
export interface AccountAddressesTable {
  id: Generated<number>;
  account_id: number;
  full_name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postcode: string;
  /** ISO 3166 alpha-2 code. */
  country: string;
  kind: string;
  is_default: Flag;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    account_cards: AccountCardsTable;
    account_addresses: AccountAddressesTable;
  }
}

export type AccountCardRow = Selectable<AccountCardsTable>;
export type AccountAddressRow = Selectable<AccountAddressesTable>;
