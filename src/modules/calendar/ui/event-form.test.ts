import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../contract';
import { eventFormSchema } from './event-form';
import { eventFormValues, eventInputOf, movedDates, newEventValues, switchAllDay } from './event-values';

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
    expect([values.start, values.end]).toEqual(['2026-11-16', '2026-11-18']);
    expect(eventInputOf(values)).toMatchObject({ start: '2026-11-16', end: '2026-11-19', allDay: true });
  });
  it('keeps timed events as instants', () => {
    const meeting = { ...trip, allDay: false, start: '2026-11-10T09:00:00.000Z', end: '2026-11-10T10:30:00.000Z' };
    expect(eventInputOf(eventFormValues(meeting))).toMatchObject({ start: meeting.start, end: meeting.end, allDay: false });
  });
  it('a clicked day starts an all-day event on it; the add button, the next whole hour for an hour', () => {
    const day = new Date(2026, 10, 15);
    expect(newEventValues({ date: day, allDay: true }, new Date())).toMatchObject({ allDay: true, start: '2026-11-15', end: '2026-11-15' });
    const fresh = newEventValues(null, new Date(2026, 10, 15, 10, 20));
    expect([new Date(fresh.start).getHours(), new Date(fresh.end).getHours(), fresh.allDay]).toEqual([11, 12, false]);
  });
  it('refuses an end before the start under the end field, even with the title still empty', () => {
    const values = { ...newEventValues(null, new Date(2026, 10, 15, 10)), title: '' };
    const result = eventFormSchema.safeParse({ ...values, end: new Date(2026, 10, 15, 9).toISOString() });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('end: calendar.errors.endBeforeStart');
    expect(issues).toContain('title: calendar.errors.titleRequired');
    expect(eventFormSchema.safeParse({ ...values, title: 'Ok' }).success).toBe(true);
  });
  it('an all-day event may end on the day it starts, whatever the hours', () => {
    const values = { ...newEventValues(null, new Date()), title: 'x', allDay: true, start: '2026-11-15', end: '2026-11-15' };
    expect(eventFormSchema.safeParse(values).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...values, end: '2026-11-14' }).success).toBe(false);
  });
  it('a moved event whose end FullCalendar dropped keeps one day or one hour', () => {
    expect(movedDates(new Date(2026, 10, 20), null, true)).toEqual({ start: '2026-11-20', end: '2026-11-21' });
    const start = new Date('2026-11-20T09:00:00Z');
    expect(movedDates(start, null, false)).toEqual({ start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T10:00:00.000Z' });
  });
  it('refuses text typed in a date field that is no date of the kind "all day" asks for', () => {
    const values = { ...newEventValues(null, new Date(2026, 10, 15, 10)), title: 'x' };
    const issues = (v: object) => eventFormSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ ...values, start: '31/02/2026' })).toEqual(['start: validation.typedDate']);
    expect(issues({ ...values, allDay: true })).toEqual(['start: validation.typedDate', 'end: validation.typedDate']);
    expect(issues({ ...values, start: '' })).toEqual(['start: calendar.errors.startRequired']);
  });
  it('switching all day turns a day into its midnight and a time into its day', () => {
    expect(switchAllDay('2026-11-15', false)).toBe(new Date(2026, 10, 15).toISOString());
    expect(switchAllDay(new Date(2026, 10, 15, 23, 30).toISOString(), true)).toBe('2026-11-15');
    expect(switchAllDay('tomorrow', true)).toBe('tomorrow');
  });
  it('accepts only http and https links', () => {
    const base = { ...newEventValues(null, new Date()), title: 'x' };
    expect(eventFormSchema.safeParse({ ...base, url: 'https://example.com/a' }).success).toBe(true);
    expect(eventFormSchema.safeParse({ ...base, url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
