import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';

export const rateLimitMigrations: MigrationList = {
  '2026_11_23_2300_rate_limits': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // Shared by every server instance on the database, so N instances spend one budget.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_ends_at').execute();
    },
  },
};
