import type { Generated } from 'kysely';

/** The sample accounts people submit on the form pages, each person's own. */
export interface ShowcaseFormAccountTable {
  id: Generated<number>;
  account_id: number;
  source: string;
  full_name: string;
  username: string;
  email: string;
  /** JSON object of the other fields sent (strings), passwords left out. */
  details: string;
  created_at: string;
}

/** The teams submitted on the repeater page, with their rows as JSON. */
export interface ShowcaseFormTeamTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  members: string;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    showcase_form_accounts: ShowcaseFormAccountTable;
    showcase_form_teams: ShowcaseFormTeamTable;
  }
}
