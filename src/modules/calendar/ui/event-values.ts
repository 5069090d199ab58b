import type { CalendarEvent, CalendarEventInput, CalendarType } from '../contract';
import { isoDay } from '@/web/components/form/iso-day';

/** The event editor's fields (event-form.ts holds the schema; this file stays free of zod for the page). */
export interface EventFormValues {
  title: string;
  calendar: CalendarType;
  start: Date;
  end: Date;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const parseDay = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A new event's values: a clicked day (all day) or time, or the next whole hour. */
export function newEventValues(at: { date: Date; allDay: boolean } | null, now: Date): EventFormValues {
  const base = { title: '', calendar: 'Business' as const, url: '', guests: [], location: '', description: '' };
  if (at?.allDay) return { ...base, allDay: true, start: at.date, end: at.date };
  const start = at?.date ?? new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return { ...base, allDay: false, start, end: new Date(start.getTime() + 3_600_000) };
}

/** An event in the form: all-day ends are shown as the last day (stored as the day after). */
export function eventFormValues(event: CalendarEvent): EventFormValues {
  const { calendar, guests, location, description } = event.extendedProps;
  const base = { title: event.title, calendar, url: event.url, guests, location, description, allDay: event.allDay };
  if (!event.allDay) return { ...base, start: new Date(event.start), end: new Date(event.end) };
  const start = parseDay(event.start);
  const lastDay = addDays(parseDay(event.end), -1);
  return { ...base, start, end: lastDay.getTime() < start.getTime() ? start : lastDay };
}

export function eventInputOf(values: EventFormValues): CalendarEventInput {
  return {
    title: values.title,
    url: values.url,
    allDay: values.allDay,
    start: values.allDay ? isoDay(values.start) : values.start.toISOString(),
    end: values.allDay ? isoDay(addDays(values.end, 1)) : values.end.toISOString(),
    extendedProps: { calendar: values.calendar, guests: values.guests, location: values.location, description: values.description },
  };
}

/** After a drag or resize: FullCalendar's new dates in the contract's shape (an end it dropped stays one slot long). */
export function movedDates(start: Date, end: Date | null, allDay: boolean): { start: string; end: string } {
  if (allDay) return { start: isoDay(start), end: isoDay(end ?? addDays(start, 1)) };
  return { start: start.toISOString(), end: (end ?? new Date(start.getTime() + 3_600_000)).toISOString() };
}
