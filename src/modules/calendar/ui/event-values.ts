import type { CalendarEvent, CalendarEventInput, CalendarType } from '../contract';
import { dateOfValue, valueOfDate } from '@/web/components/form/date-value';
import { isoDay } from '@/web/components/form/iso-day';

/**
 * The event editor's fields (event-form.ts holds the schema; this file stays free of zod for the page). The
 * dates are held as the contract holds them: ISO days for an all-day event, ISO instants for a timed one.
 */
export interface EventFormValues {
  title: string;
  calendar: CalendarType;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const shiftDay = (day: string, days: number) => {
  const date = dateOfValue(day, 'date');
  return date ? isoDay(addDays(date, days)) : day;
};

/** A new event's values: a clicked day (all day) or time, or the next whole hour. */
export function newEventValues(at: { date: Date; allDay: boolean } | null, now: Date): EventFormValues {
  const base = { title: '', calendar: 'Business' as const, url: '', guests: [], location: '', description: '' };
  if (at?.allDay) return { ...base, allDay: true, start: isoDay(at.date), end: isoDay(at.date) };
  const start = at?.date ?? new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return { ...base, allDay: false, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

/** An event in the form: all-day ends are shown as the last day (stored as the day after). */
export function eventFormValues(event: CalendarEvent): EventFormValues {
  const { calendar, guests, location, description } = event.extendedProps;
  const base = { title: event.title, calendar, url: event.url, guests, location, description, allDay: event.allDay };
  if (!event.allDay) return { ...base, start: new Date(event.start).toISOString(), end: new Date(event.end).toISOString() };
  const start = event.start.slice(0, 10);
  const lastDay = shiftDay(event.end.slice(0, 10), -1);
  return { ...base, start, end: lastDay < start ? start : lastDay };
}

/** A date held by the form when "all day" is switched: a day becomes its local midnight, an instant its local day. */
export function switchAllDay(value: string, allDay: boolean): string {
  const date = dateOfValue(value, allDay ? 'date-time' : 'date');
  return date ? valueOfDate(date, allDay ? 'date' : 'date-time') : value;
}

/** The dates the editor can judge, as times to compare (an all-day event by its days). */
export function comparableDates(values: Pick<EventFormValues, 'start' | 'end' | 'allDay'>): { start: number; end: number } | null {
  const kind = values.allDay ? 'date' : 'date-time';
  const start = dateOfValue(values.start, kind);
  const end = dateOfValue(values.end, kind);
  return start && end ? { start: start.getTime(), end: end.getTime() } : null;
}

export function eventInputOf(values: EventFormValues): CalendarEventInput {
  return {
    title: values.title,
    url: values.url,
    allDay: values.allDay,
    start: values.start,
    end: values.allDay ? shiftDay(values.end, 1) : values.end,
    extendedProps: { calendar: values.calendar, guests: values.guests, location: values.location, description: values.description },
  };
}

/** After a drag or resize: FullCalendar's new dates in the contract's shape (an end it dropped stays one slot long). */
export function movedDates(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  if (allDay) return { start: isoDay(start), end: isoDay(end ?? addDays(start, 1)) };
  return { start: start.toISOString(), end: (end ?? new Date(start.getTime() + 3_600_000)).toISOString() };
}
