import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { calendarEventInput, calendarEventsQuery, calendarEventUpdate, type CalendarEventInput } from './contract';
import { addEvent, EVENTS_MAX, listEvents, removeEvent, updateEvent } from './service';
import { selectAll, deselectAll, toggleCalendar } from './selection';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
let other: ServiceContext;

const contextFor = (accountId: number): ServiceContext => {
  const rules = [{ action: 'manage', subject: 'all' }];
  return { db: t.db, now: new Date('2026-11-22T10:00:00Z'), user: { id: accountId, role: 'admin', rules, ability: buildAbility(rules) } };
};
const newAccount = async (name: string) =>
  (
    await t.db
      .insertInto('accounts')
      .values({ full_name: name, username: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, password_hash: 'x', avatar: null, role: 'admin', ability: '[]', cart_items_count: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const event = (overrides: Partial<CalendarEventInput> & { calendar?: CalendarEventInput['extendedProps']['calendar'] } = {}): CalendarEventInput => {
  const { calendar = 'Personal', ...rest } = overrides;
  return { title: 'Evento', start: '2026-11-10T09:00:00Z', end: '2026-11-10T10:00:00Z', extendedProps: { calendar }, ...rest };
};
const add = (overrides: Parameters<typeof event>[0] = {}) => addEvent(ctx, calendarEventInput.parse(event(overrides)));
const titles = async (query: Record<string, unknown>) => (await listEvents(ctx, calendarEventsQuery.parse(query))).map((e) => e.title);

beforeAll(async () => {
  t = await createTestApp();
  // Fresh accounts without sample events, so every list here is the test's own.
  ctx = contextFor(await newAccount('Ana'));
  other = contextFor(await newAccount('Bruno'));
  await add({ title: 'Dentista', calendar: 'Personal', start: '2026-11-05T17:00:00Z', end: '2026-11-05T18:00:00Z' });
  await add({ title: 'Comité', calendar: 'Business', start: '2026-11-12T09:00:00Z', end: '2026-11-12T11:00:00Z' });
  await add({ title: 'Viaje', calendar: 'Holiday', allDay: true, start: '2026-11-20', end: '2026-11-23' });
  await add({ title: 'Diciembre', calendar: 'Family', start: '2026-12-15T09:00:00Z', end: '2026-12-15T10:00:00Z' });
});
afterAll(() => t.app.close());

describe('filter by calendar type (SPEC §4, §7)', () => {
  it('returns only the selected types, in start order', async () => {
    expect(await titles({ calendars: ['Personal', 'Business'] })).toEqual(['Dentista', 'Comité']);
    expect(await titles({ calendars: 'Holiday' })).toEqual(['Viaje']);
    expect(await titles({ calendars: ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] })).toEqual(['Dentista', 'Comité', 'Viaje', 'Diciembre']);
  });
  it('none selected means no events', async () => {
    expect(await titles({})).toEqual([]);
    expect(await titles({ calendars: [] })).toEqual([]);
  });
  it('keeps to the visible range, counting events that overlap it', async () => {
    const all = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'];
    expect(await titles({ calendars: all, start: '2026-12-01T00:00:00Z', end: '2027-01-01T00:00:00Z' })).toEqual(['Diciembre']);
    expect(await titles({ calendars: all, start: '2026-11-22', end: '2026-11-29' })).toEqual(['Viaje']);
  });
  it('refuses an unknown type', () => {
    expect(calendarEventsQuery.safeParse({ calendars: ['Work'] }).success).toBe(false);
  });
});

describe('selection of calendar types (SPEC §4)', () => {
  it('toggling adds or removes one type; select-all is all five, deselect-all none', () => {
    expect(toggleCalendar(['Personal'], 'Business')).toEqual(['Personal', 'Business']);
    expect(toggleCalendar(['Personal', 'Business'], 'Personal')).toEqual(['Business']);
    expect(selectAll()).toEqual(['Personal', 'Business', 'Family', 'Holiday', 'ETC']);
    expect(deselectAll()).toEqual([]);
  });
});

describe('add, update, remove', () => {
  it('add returns the event with a new id and its extended props', async () => {
    const created = await add({ title: 'Nuevo', url: 'https://example.com/x', calendar: 'ETC', extendedProps: { calendar: 'ETC', guests: ['Lucía'], location: 'Sala 2', description: 'Notas' } });
    expect(created.id).toBeGreaterThan(0);
    expect(created).toMatchObject({ title: 'Nuevo', url: 'https://example.com/x', allDay: false, start: '2026-11-10T09:00:00.000Z', extendedProps: { calendar: 'ETC', guests: ['Lucía'], location: 'Sala 2', description: 'Notas' } });
  });
  it('stores timed events in UTC and all-day events by the day as written', async () => {
    const timed = await add({ start: '2026-11-10T09:00:00+02:00', end: '2026-11-10T10:30:00+02:00' });
    expect([timed.start, timed.end]).toEqual(['2026-11-10T07:00:00.000Z', '2026-11-10T08:30:00.000Z']);
    const allDay = await add({ allDay: true, start: '2026-11-10T00:00:00+02:00', end: '2026-11-11T00:00:00+02:00' });
    expect([allDay.start, allDay.end]).toEqual(['2026-11-10', '2026-11-11']);
  });
  it('update replaces the fields of the user’s own event', async () => {
    const created = await add({ title: 'Antes' });
    const updated = await updateEvent(ctx, calendarEventUpdate.parse({ ...event({ title: 'Después', calendar: 'Family', start: '2026-11-11T09:00:00Z', end: '2026-11-11T12:00:00Z' }), id: created.id }));
    expect(updated).toMatchObject({ id: created.id, title: 'Después', start: '2026-11-11T09:00:00.000Z', end: '2026-11-11T12:00:00.000Z', extendedProps: { calendar: 'Family' } });
    expect(await titles({ calendars: 'Family' })).toContain('Después');
  });
  it('remove deletes it; removing again is not found', async () => {
    const created = await add({ title: 'Borrar', calendar: 'ETC' });
    await removeEvent(ctx, created.id);
    expect(await titles({ calendars: 'ETC' })).not.toContain('Borrar');
    await expect(removeEvent(ctx, created.id)).rejects.toBeInstanceOf(NotFound);
  });
  it('another account’s event is not found, and stays as it was', async () => {
    const mine = await add({ title: 'Privado' });
    await expect(updateEvent(other, calendarEventUpdate.parse({ ...event({ title: 'Robado' }), id: mine.id }))).rejects.toBeInstanceOf(NotFound);
    await expect(removeEvent(other, mine.id)).rejects.toBeInstanceOf(NotFound);
    expect(await listEvents(other, calendarEventsQuery.parse({ calendars: ['Personal'] }))).toEqual([]);
    expect(await titles({ calendars: 'Personal' })).toContain('Privado');
  });
});

describe('validation', () => {
  const issues = (input: unknown) => {
    const result = calendarEventInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };
  it('refuses an end before the start, naming the end', () => {
    expect(issues(event({ start: '2026-11-10T10:00:00Z', end: '2026-11-10T09:59:00Z' }))).toEqual(['end']);
    expect(issues(event({ allDay: true, start: '2026-11-10', end: '2026-11-09' }))).toEqual(['end']);
    expect(issues(event({ start: '2026-11-10T10:00:00Z', end: '2026-11-10T10:00:00Z' }))).toEqual([]);
  });
  it('requires a title, valid dates, a known type and a valid url', () => {
    expect(issues(event({ title: '  ' }))).toEqual(['title']);
    expect(issues(event({ start: '10/11/2026' }))).toContain('start');
    expect(issues(event({ end: '2026-13-40' }))).toContain('end');
    expect(issues({ ...event(), extendedProps: { calendar: 'Work' } })).toEqual(['extendedProps.calendar']);
    expect(issues(event({ url: 'not a url' }))).toEqual(['url']);
    expect(issues(event({ url: 'javascript:alert(1)' }))).toEqual(['url']);
    expect(issues(event({ url: '' }))).toEqual([]);
  });
});

describe('a very busy calendar', () => {
  it('an event longer than a month that began long before the range is still in it, as is one made long later', async () => {
    const traveller = contextFor(await newAccount('Viajera'));
    const add = (input: CalendarEventInput) => addEvent(traveller, calendarEventInput.parse(input));
    await add(event({ title: 'Año sabático', start: '2026-01-10', end: '2027-01-10', allDay: true }));
    await add(event({ title: 'Antes', start: '2026-09-01T09:00:00Z', end: '2026-09-01T10:00:00Z' }));
    const short = await add(event({ title: 'Crece', start: '2026-08-01T09:00:00Z', end: '2026-08-01T10:00:00Z' }));
    await add(event({ title: 'Dentro', start: '2026-11-20T09:00:00Z', end: '2026-11-20T10:00:00Z' }));
    const inNovember = async () => (await listEvents(traveller, calendarEventsQuery.parse({ calendars: 'Personal', start: '2026-11-01', end: '2026-12-01' }))).map((e) => e.title);
    expect(await inNovember()).toEqual(['Año sabático', 'Dentro']);
    await updateEvent(traveller, calendarEventUpdate.parse({ ...event({ title: 'Crece', start: '2026-08-01T09:00:00Z', end: '2026-11-05T10:00:00Z' }), id: short.id }));
    expect(await inNovember()).toEqual(['Año sabático', 'Crece', 'Dentro']);
  });

  it('one range answers at most EVENTS_MAX events, the earliest first', async () => {
    const busy = contextFor(await newAccount('Ocupada'));
    const rows = Array.from({ length: EVENTS_MAX + 5 }, (_, i) => {
      const at = Date.parse('2026-11-01T00:00:00Z') + i * 600_000;
      return { account_id: busy.user.id, title: `E${i}`, start_at: new Date(at).toISOString(), end_at: new Date(at + 300_000).toISOString(), calendar: 'Business', created_at: new Date().toISOString() };
    });
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('calendar_events').values(rows.slice(i, i + 500)).execute();
    const events = await listEvents(busy, calendarEventsQuery.parse({ calendars: 'Business', start: '2026-11-01', end: '2026-12-01' }));
    expect(events).toHaveLength(EVENTS_MAX);
    expect(events[0].title).toBe('E0');
    expect(events.at(-1)!.title).toBe(`E${EVENTS_MAX - 1}`);
  });
});
