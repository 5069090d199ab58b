import type { z } from 'zod';
import { sql } from 'kysely';
import type { Flag } from '@/platform/db/database';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText, toFlag } from '@/platform/db/sql';
import type { CalendarEvent, calendarEventInput, calendarEventsQuery, calendarEventUpdate } from './contract';
import type { CalendarEventRow } from './tables';
import { isLongEvent, LONG_EVENT_DAYS } from './span';

type EventInput = z.output<typeof calendarEventInput>;

function toEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    start: row.start_at,
    end: row.end_at,
    allDay: Boolean(row.all_day),
    extendedProps: {
      calendar: row.calendar as CalendarEvent['extendedProps']['calendar'],
      guests: JSON.parse(row.guests) as string[],
      location: row.location,
      description: row.description,
    },
  };
}

/**
 * How a date is stored: all-day events keep the calendar day as written (`YYYY-MM-DD`), timed
 * events a UTC ISO date-time. Both sort as text in time order, so ranges stay in SQL.
 */
export function storedDate(value: string, allDay: boolean): string {
  return allDay ? value.slice(0, 10) : new Date(value).toISOString();
}

const shiftDay = (value: string, days: number) => new Date(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + days * 86_400_000).toISOString().slice(0, 10);

/** The most events one answer carries (the earliest of the range): a month of a very busy calendar fits. */
export const EVENTS_MAX = 2000;

/** The user's own events of the selected types; none selected means none. A range keeps to what overlaps it. */
export async function listEvents(ctx: ServiceContext, query: z.output<typeof calendarEventsQuery>): Promise<CalendarEvent[]> {
  if (query.calendars.length === 0) return [];
  let select = ctx.db.selectFrom('calendar_events').selectAll().where('account_id', '=', ctx.user.id).where('calendar', 'in', query.calendars);
  // A day of slack on each side covers all-day events, whose days are in the viewer's time zone.
  if (query.end) select = select.where('start_at', '<', shiftDay(query.end, 2));
  if (!query.start) return (await select.orderBy('start_at').orderBy('id').limit(EVENTS_MAX).execute()).map(toEvent);
  select = select.where('end_at', '>=', shiftDay(query.start, -1));
  // Ordinary events that overlap the range start at most LONG_EVENT_DAYS before it: a short index range.
  // The long ones that start earlier are flagged, and few.
  const reach = shiftDay(query.start, -1 - LONG_EVENT_DAYS);
  const near = await select.where('start_at', '>=', reach).orderBy('start_at').orderBy('id').limit(EVENTS_MAX).execute();
  // A literal flag: the partial index of long events serves only queries that say long_span = 1 as written.
  const long = await select.where('long_span', '=', sql.lit<Flag>(1)).where('start_at', '<', reach).orderBy('start_at').orderBy('id').limit(EVENTS_MAX).execute();
  // The long ones all start before the near ones.
  return [...long, ...near].slice(0, EVENTS_MAX).map(toEvent);
}

function toColumns(event: EventInput) {
  return {
    title: event.title,
    url: event.url,
    start_at: storedDate(event.start, event.allDay),
    end_at: storedDate(event.end, event.allDay),
    all_day: toFlag(event.allDay),
    long_span: toFlag(isLongEvent(event.start, event.end, event.allDay)),
    calendar: event.extendedProps.calendar,
    guests: JSON.stringify(event.extendedProps.guests),
    location: event.extendedProps.location,
    description: event.extendedProps.description,
  };
}

export async function addEvent(ctx: ServiceContext, event: EventInput): Promise<CalendarEvent> {
  const row = await ctx.db
    .insertInto('calendar_events')
    .values({ ...toColumns(event), account_id: ctx.user.id, created_at: ctx.now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEvent(row);
}

/** Replaces one of the user's own events; another user's event is not found. */
export async function updateEvent(ctx: ServiceContext, event: z.output<typeof calendarEventUpdate>): Promise<CalendarEvent> {
  const row = await ctx.db
    .updateTable('calendar_events')
    .set(toColumns(event))
    .where('id', '=', event.id)
    .where('account_id', '=', ctx.user.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound(`Event ${event.id} not found`);
  return toEvent(row);
}

export async function removeEvent(ctx: ServiceContext, id: number) {
  const result = await ctx.db.deleteFrom('calendar_events').where('id', '=', id).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFound(`Event ${id} not found`);
  return { id };
}

/** People of the organisation to invite: the accounts, by name, at most 50. */
export async function listGuests(ctx: ServiceContext, q: string) {
  let select = ctx.db.selectFrom('accounts').select(['id', 'full_name', 'email', 'avatar']);
  if (q) select = select.where((eb) => eb.or([containsText(ctx.db, eb.ref('full_name'), q), containsText(ctx.db, eb.ref('email'), q)]));
  const rows = await select.orderBy('full_name').orderBy('id').limit(50).execute();
  return { guests: rows.map((r) => ({ id: r.id, fullName: r.full_name, email: r.email, avatar: r.avatar })) };
}
