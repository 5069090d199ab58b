import type { Generated } from 'kysely';

/** The auto-complete page's suggestions: invented film-like titles with a rank (1 is the best). */
export interface AutocompleteTitleTable {
  id: Generated<number>;
  title: string;
  rank: number;
}

declare module '@/platform/db/database' {
  interface Database {
    autocomplete_titles: AutocompleteTitleTable;
  }
}
