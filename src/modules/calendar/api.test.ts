import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const ALL = 'calendars=Personal&calendars=Business&calendars=Family&calendars=Holiday&calendars=ETC';
const eventCount = async () => Number((await t.db.selectFrom('calendar_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin.headers) => t.app.inject({ method, url: `/api/apps/calendar${url}`, payload, headers });
const sample = { title: 'Revisión de presupuesto', start: '2026-11-24T09:00:00Z', end: '2026-11-24T10:00:00Z', allDay: false, url: '', extendedProps: { calendar: 'Business', guests: ['Lucía Romero'], location: 'Sala 1', description: '' } };

describe('GET /api/apps/calendar/events', () => {
  it('lists the signed-in user’s seeded events of every type', async () => {
    const res = await call('GET', `/events?${ALL}`);
    expect(res.statusCode).toBe(200);
    const events = res.json() as { allDay: boolean; start: string; end: string; extendedProps: { calendar: string } }[];
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(new Set(events.map((e) => e.extendedProps.calendar)).size).toBe(5);
    expect(events.some((e) => e.allDay)).toBe(true);
    expect(events.some((e) => e.allDay && Date.parse(e.end) - Date.parse(e.start) > 86_400_000)).toBe(true);
  });
  it('filters by the calendars given; a single one and none work too', async () => {
    const one = (await call('GET', '/events?calendars=Family')).json() as { extendedProps: { calendar: string } }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((e) => e.extendedProps.calendar === 'Family')).toBe(true);
    const none = await call('GET', '/events');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
  it.each([
    ['calendars=Work', 'query.calendars'],
    [`${ALL}&start=yesterday`, 'query.start'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/events?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toContain(path);
  });
});

describe('POST /api/apps/calendar/add-event', () => {
  it('201 with the event and its new id, which then shows in the list', async () => {
    const res = await call('POST', '/add-event', { event: sample });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: sample.title, start: '2026-11-24T09:00:00.000Z', extendedProps: { calendar: 'Business', guests: ['Lucía Romero'] } });
    const list = (await call('GET', '/events?calendars=Business')).json() as { id: number }[];
    expect(list.map((e) => e.id)).toContain(res.json().id);
  });
  it.each([
    [{ ...sample, end: '2026-11-24T08:00:00Z' }, 'body.event.end'],
    [{ ...sample, title: '' }, 'body.event.title'],
    [{ ...sample, start: 'mañana' }, 'body.event.start'],
    [{ ...sample, url: 'no es una url' }, 'body.event.url'],
    [{ ...sample, extendedProps: { calendar: 'Work' } }, 'body.event.extendedProps.calendar'],
  ])('400 naming the field and writing nothing (%#)', async (event, path) => {
    const before = await eventCount();
    const res = await call('POST', '/add-event', { event });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await eventCount()).toBe(before);
  });
});

describe('update and remove', () => {
  it('update-event returns the event; remove-event answers 200 and it is gone', async () => {
    const created = (await call('POST', '/add-event', { event: sample })).json();
    const updated = await call('POST', '/update-event', { event: { ...sample, id: created.id, title: 'Movido', start: '2026-11-25T09:00:00Z', end: '2026-11-25T10:00:00Z' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'Movido', start: '2026-11-25T09:00:00.000Z' });
    const bad = await call('POST', '/update-event', { event: { ...sample, id: created.id, end: '2026-11-23T10:00:00Z' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('body.event.end');

    const removed = await call('DELETE', '/remove-event', { id: created.id });
    expect(removed.statusCode).toBe(200);
    const list = (await call('GET', '/events?calendars=Business')).json() as { id: number }[];
    expect(list.map((e) => e.id)).not.toContain(created.id);
  });
  it('404 for an unknown id and for another account’s event', async () => {
    expect((await call('POST', '/update-event', { event: { ...sample, id: 999999 } })).statusCode).toBe(404);
    expect((await call('DELETE', '/remove-event', { id: 999999 })).statusCode).toBe(404);
    const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'otra', email: 'otra@example.com', password: 'secreto-largo' } });
    const otherHeaders = { authorization: `Bearer ${other.json().accessToken}` };
    const theirs = (await call('GET', `/events?${ALL}`, undefined, otherHeaders)).json() as { id: number }[];
    expect(theirs.length).toBeGreaterThanOrEqual(10);
    const mine = (await call('GET', `/events?${ALL}`)).json() as { id: number }[];
    expect(mine.map((e) => e.id)).not.toContain(theirs[0].id);
    expect((await call('POST', '/update-event', { event: { ...sample, id: theirs[0].id } })).statusCode).toBe(404);
    expect((await call('DELETE', '/remove-event', { id: theirs[0].id })).statusCode).toBe(404);
    const still = (await call('GET', `/events?${ALL}`, undefined, otherHeaders)).json() as { id: number }[];
    expect(still.map((e) => e.id)).toContain(theirs[0].id);
  });
  it('400 for a bad remove body', async () => {
    const res = await call('DELETE', '/remove-event', { id: 'one' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.id');
  });
});

describe('guests', () => {
  it('lists the organisation’s accounts, searchable', async () => {
    const res = await call('GET', '/guests?q=admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().guests.map((g: { email: string }) => g.email)).toContain('admin@demo.com');
  });
});

describe('who may call it', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await call('GET', `/events?${ALL}`, undefined, {} as never)).statusCode).toBe(401);
    expect((await call('GET', `/events?${ALL}`, undefined, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await call('POST', '/add-event', { event: sample }, {} as never)).statusCode).toBe(401);
  });
  it('403 for the client role, on reads and writes', async () => {
    const client = await t.login('client@demo.com', 'client');
    expect((await call('GET', `/events?${ALL}`, undefined, client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/guests', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/add-event', { event: sample }, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/update-event', { event: { ...sample, id: 1 } }, client.headers)).statusCode).toBe(403);
    expect((await call('DELETE', '/remove-event', { id: 1 }, client.headers)).statusCode).toBe(403);
  });
});
