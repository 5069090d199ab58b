import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { linkUrl, multiLine, singleLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { CALENDAR_TYPES, calendarRoutes } from './routes';


/** `YYYY-MM-DD` (all-day events) or an ISO date-time with its offset (timed events). */
const eventDate = z
  .string({ error: 'A date is required' })
  .trim()
  .refine((value) => z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success, { message: 'Use a valid date', params: { code: 'invalid_date' } });

export const calendarEvent = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(CALENDAR_TYPES),
    guests: z.array(z.string()),
    location: z.string(),
    description: z.string(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

const url = linkUrl().max(500, 'At most 500 characters');

/** What a person fills in; the end may not come before the start. */
const eventFields = z.object({
    url: url.default(''),
    title: singleLine().min(1, 'Title is required').max(120, 'At most 120 characters'),
    start: eventDate,
    end: eventDate,
    allDay: z.boolean().default(false),
    extendedProps: z.object({
      calendar: z.enum(CALENDAR_TYPES),
      guests: z.array(singleLine().min(1).max(120)).max(30, 'At most 30 guests').default([]),
      location: singleLine().max(200, 'At most 200 characters').default(''),
      description: multiLine().max(2000, 'At most 2000 characters').default(''),
    }),
});
const endNotBeforeStart = (event: { start: string; end: string; allDay: boolean }) => !(dayOrTime(event.end, event.allDay) < dayOrTime(event.start, event.allDay));
const endRule = { message: 'The end cannot be before the start', path: ['end'], params: { code: 'end_before_start' } };

export const calendarEventInput = eventFields.refine(endNotBeforeStart, endRule);
export type CalendarEventInput = z.input<typeof calendarEventInput>;

/**
 * The moment a stored or given date stands for, comparable between two values of one event.
 * All-day events compare by the calendar day as written.
 */
export function dayOrTime(value: string, allDay: boolean): number {
  if (allDay || value.length === 10) return Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Date.parse(value);
}

export const calendarEventUpdate = eventFields.extend({ id: recordId() }).refine(endNotBeforeStart, endRule);

const oneOrMany = z
  .union([z.enum(CALENDAR_TYPES), z.array(z.enum(CALENDAR_TYPES))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const calendarEventsQuery = z.object({
  /** The selected types; none selected means no events. */
  calendars: oneOrMany,
  /** The visible range, to keep the query to what the calendar shows. */
  start: eventDate.optional(),
  end: eventDate.optional(),
});
export type CalendarEventsQuery = z.input<typeof calendarEventsQuery>;

export const calendarGuest = z.object({ id: z.number(), fullName: z.string(), email: z.string(), avatar: z.string().nullable() });

export * from './routes';
export const calendarContract = defineContract(calendarRoutes, {
  events: {
    query: calendarEventsQuery,
    response: z.array(calendarEvent),
    summary: "The signed-in user's events of the selected calendar types (within start..end when given)",
  },
  add: {
    body: z.object({ event: calendarEventInput }),
    response: calendarEvent,
    status: 201,
  },
  update: {
    body: z.object({ event: calendarEventUpdate }),
    response: calendarEvent,
  },
  remove: {
    body: z.object({ id: recordId() }),
    response: z.object({ id: z.number() }),
  },
  guests: {
    query: z.object({ q: singleLine().max(100).default('') }),
    response: z.object({ guests: z.array(calendarGuest) }),
    summary: 'People of the organisation who can be invited (at most 50)',
  },
});
