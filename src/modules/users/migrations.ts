import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { createSearchIndex, searchedText } from '@/platform/db/search';
import { isSqlite, withColumn } from '@/platform/db/sql';
import { PEOPLE_SEARCH } from './search';

/** The directory's sort columns, each indexed in the order the list reads it (case-insensitive, id breaking ties). */
const SORTED_COLUMNS = ['full_name', 'email', 'role', 'current_plan', 'status', 'billing', 'company', 'country'] as const;

export const usersMigrations: MigrationList = {
  // The list of people at 100,000 accounts: every sort and every filter (with the default order) reads an
  // index of the people who are not deleted, and the search reads a trigram index.
  '2026_11_24_0900_directory_indexes': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const people = sql`deleted_at is null`;
      for (const column of SORTED_COLUMNS) {
        await sql`create index ${sql.id(`accounts_list_${column}`)} on accounts (lower(${sql.ref(column)}), id) ${withColumn(db, column)} where ${people}`.execute(db);
      }
      for (const column of ['role', 'status', 'current_plan']) {
        await sql`create index ${sql.id(`accounts_list_by_${column}`)} on accounts (${sql.ref(column)}, lower(full_name), id) where ${people}`.execute(db);
      }
      await createSearchIndex(db, PEOPLE_SEARCH);
    },
  },
  // A common search term in the default order walks the name index and tests each person: on SQLite the index
  // carries the searched text too, so the test reads no row. PostgreSQL has no such index: one that included the
  // searched columns made the search slower under load.
  '2026_11_24_2330_name_index_with_searched_text': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (!isSqlite(db)) return;
      await sql`create index accounts_list_full_name_text on accounts (lower(full_name), id, ${searchedText(db, PEOPLE_SEARCH)}) where deleted_at is null`.execute(db);
      await sql`drop index accounts_list_full_name`.execute(db);
      // The older name index of every account, deleted ones too, reads the same order but must fetch each row to
      // leave the deleted out: kept, it is what the planner picks once both are analysed.
      await sql`drop index if exists accounts_full_name_ci`.execute(db);
    },
  },
};
