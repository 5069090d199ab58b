import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const eventsMigrations: MigrationList = {
  '2026_11_23_2300_event_tickets': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // In the database rather than in memory, so a ticket issued by one instance opens a stream on another.
      await db.schema
        .createTable('event_tickets')
        .addColumn('token_digest', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('event_tickets_expiry').on('event_tickets').column('expires_at').execute();
      await withId(db, db.schema.createTable('event_payloads'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('event_payloads_created').on('event_payloads').column('created_at').execute();
    },
  },
};
