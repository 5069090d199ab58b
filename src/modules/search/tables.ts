import type { Generated, Selectable } from 'kysely';

/** One page one account bookmarked. */
export interface BookmarkTable {
  id: Generated<number>;
  account_id: number;
  /** The page's path in the route table. */
  path: string;
  /** ISO timestamp. */
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    bookmarks: BookmarkTable;
  }
}

export type BookmarkRow = Selectable<BookmarkTable>;
