import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const componentsMigrations: MigrationList = {
  '2026_11_27_1700_autocomplete_titles': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('autocomplete_titles'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('autocomplete_titles_rank').on('autocomplete_titles').column('rank').execute();
      await db.schema.createIndex('autocomplete_titles_title').on('autocomplete_titles').expression(sql`lower(title)`).execute();
    },
  },
};
