import { sql, type Kysely } from 'kysely';
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
      // A range looks back only as far as the longest ordinary event; the long ones are flagged and found apart.
      await db.schema.alterTable('calendar_events').addColumn('long_span', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      const events: { id: number; start_at: string; end_at: string; all_day: number }[] = await db.selectFrom('calendar_events').select(['id', 'start_at', 'end_at', 'all_day']).execute();
      // Longer than 31 days, as stored: all-day events by their days, timed ones by their instants.
      const at = (value: string, allDay: boolean) => Date.parse(allDay || value.length === 10 ? `${value.slice(0, 10)}T00:00:00Z` : value);
      const long = events.filter((e) => at(e.end_at, Boolean(e.all_day)) - at(e.start_at, Boolean(e.all_day)) > 31 * 86_400_000).map((e) => e.id);
      for (let i = 0; i < long.length; i += 500) await db.updateTable('calendar_events').set({ long_span: 1 }).where('id', 'in', long.slice(i, i + 500)).execute();
      // Partial: only the long events, so the planner takes it whenever a query asks for long_span = 1.
      await db.schema.createIndex('calendar_events_long').on('calendar_events').columns(['account_id', 'start_at']).where(sql<boolean>`long_span = 1`).execute();
    },
  },
};
