import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const calendarMigrations: MigrationList = {
  '2026_11_23_0200_calendar_events': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('calendar_events'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('calendar', 'text', (c) => c.notNull())
        .addColumn('guests', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('calendar_events_account_start').on('calendar_events').columns(['account_id', 'start_at']).execute();
    },
  },
  '2026_11_24_0100_calendar_events_range': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The visible range of the selected calendars: the account, each calendar, then time. The end rides
      // along so that the overlap test reads the index alone; rows are fetched only for what is shown.
      await db.schema.createIndex('calendar_events_range').on('calendar_events').columns(['account_id', 'calendar', 'start_at', 'end_at']).execute();
    },
  },
};
