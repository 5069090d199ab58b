import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { isSqlite, withId } from '@/platform/db/sql';

export const filesMigrations: MigrationList = {
  '2026_11_25_1200_files': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('files'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('bytes', isSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_owner').on('files').column('owner_id').execute();
    },
  },
};
