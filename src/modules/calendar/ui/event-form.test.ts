import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../contract';
import { eventFormSchema, eventInputOf } from './event-form';
import { eventFormValues, movedDates, newEventValues } from './event-values';

const trip: CalendarEvent = {
  id: 1,
  url: '',
  title: 'Viaje',
  start: '2026-11-16',
  end: '2026-11-19',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: [], location: 'Lisboa', description: '' },
};

describe('event form', () => {
  it('shows an all-day event up to its last day and stores the day after it, as calendars expect', () => {
    const values = eventFormValues(trip);
    expect([values.start.getDate(), values.end.getDate()]).toEqual([16, 18]);
    expect(eventInputOf(values)).toMatchObject({ start: '2026-11-16', end: '2026-11-19', allDay: true });
  });
  it('keeps timed events as instants', () => {
    const meeting = { ...trip, allDay: false, start: '2026-11-10T09:00:00.000Z', end: '2026-11-10T10:30:00.000Z' };
    expect(eventInputOf(eventFormValues(meeting))).toMatchObject({ start: meeting.start, end: meeting.end, allDay: false });
  });
  it('a clicked day starts an all-day event on it; the add button, the next whole hour for an hour', () => {
    const day = new Date(2026, 10, 15);
    expect(newEventValues({ date: day, allDay: true }, new Date())).toMatchObject({ allDay: true, start: day, end: day });
    const fresh = newEventValues(null, new Date(2026, 10, 15, 10, 20));
    expect([fresh.start.getHours(), fresh.end.getHours(), fresh.allDay]).toEqual([11, 12, false]);
  });
  it('refuses an end before the start under the end field, even with the title still empty', () => {
    const values = { ...newEventValues(null, new Date(2026, 10, 15, 10)), title: '' };
    const result = eventFormSchema.safeParse({ ...values, end: new Date(2026, 10, 15, 9) });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('end: calendar.errors.endBeforeStart');
    expect(issues).toContain('title: calendar.errors.titleRequired');
    expect(eventFormSchema.safeParse({ ...values, title: 'Ok' }).success).toBe(true);
  });
  it('an all-day event may end on the day it starts, whatever the hours', () => {
    const values = { ...newEventValues(null, new Date()), title: 'x', allDay: true, start: new Date(2026, 10, 15, 18), end: new Date(2026, 10, 15, 8) };
    expect(eventFormSchema.safeParse(values).success).toBe(true);
  });
  it('a moved event whose end FullCalendar dropped keeps one day or one hour', () => {
    expect(movedDates(new Date(2026, 10, 20), null, true)).toEqual({ start: '2026-11-20', end: '2026-11-21' });
    const start = new Date('2026-11-20T09:00:00Z');
    expect(movedDates(start, null, false)).toEqual({ start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T10:00:00.000Z' });
  });
  it('accepts only http and https links', () => {
    const base = { ...newEventValues(null, new Date()), title: 'x' };
    expect(eventFormSchema.safeParse({ ...base, url: 'https://example.com/a' }).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...base, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
