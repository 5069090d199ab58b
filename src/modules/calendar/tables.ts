import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

export interface CalendarEventTable {
  id: Generated<number>;
  account_id: number;
  title: string;
  url: Generated<string>;
  /** `YYYY-MM-DD` for all-day events, a UTC ISO date-time otherwise (so text order is time order). */
  start_at: string;
  end_at: string;
  all_day: Generated<Flag>;
  /** 1 when the event lasts longer than LONG_EVENT_DAYS: the few a range must look for far before it. */
  long_span: Generated<Flag>;
  calendar: string;
  /** JSON list of guest names. */
  guests: Generated<string>;
  location: Generated<string>;
  description: Generated<string>;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    calendar_events: CalendarEventTable;
  }
}

export type CalendarEventRow = Selectable<CalendarEventTable>;
