import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { formatCreatedDate } from './created-date';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const count = async () => Number((await t.db.selectFrom('permissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/apps/permissions${url}`, payload, headers });

describe('the created-date text', () => {
  it('reads like the spec', () => {
    expect(formatCreatedDate(new Date('2021-04-14T20:43:00Z'))).toBe('14 Apr 2021, 8:43 PM');
    expect(formatCreatedDate(new Date('2021-04-14T00:05:00Z'))).toBe('14 Apr 2021, 12:05 AM');
  });
});

describe('GET /api/apps/permissions/data', () => {
  it('lists the spec’s sample permissions, newest first, with their roles', async () => {
    const res = await call('GET', '/data');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(9);
    expect(body.params).toMatchObject({ q: '', page: 1, perPage: 10 });
    expect(body.permissions[0].name).toBe("Manage Others' Tasks");
    const byName = Object.fromEntries(body.permissions.map((p: { name: string; assignedTo: string[] }) => [p.name, p.assignedTo]));
    expect(byName['Add & Remove Users']).toEqual(['admin', 'manager']);
    expect(byName['Only View']).toEqual(['admin', 'restricted-user']);
  });
  it('searches name or created date, case-insensitively', async () => {
    const byName = (await call('GET', '/data?q=BILLING')).json();
    expect(byName.permissions.map((p: { name: string }) => p.name)).toEqual(['Manage Billing & Roles']);
    const first = (await call('GET', '/data')).json().permissions[0];
    const month = first.createdDate.split(' ')[1].toLowerCase();
    const byDate = (await call('GET', `/data?q=${encodeURIComponent(month)}`)).json();
    expect(byDate.permissions.map((p: { id: number }) => p.id)).toContain(first.id);
  });
  it('filters by assigned role in SQL and counts the filtered rows', async () => {
    const res = (await call('GET', '/data?assignedTo=support')).json();
    expect(res.total).toBe(3);
    expect(res.permissions.every((p: { assignedTo: string[] }) => p.assignedTo.includes('support'))).toBe(true);
  });
  it('pages a role\'s permissions newest first, the same pages again, and the first page moves when one is assigned', async () => {
    const ids = async (qs: string) => (await call('GET', `/data?assignedTo=admin&perPage=2&${qs}`)).json().permissions.map((p: { id: number }) => p.id);
    const all = (await call('GET', '/data?assignedTo=admin&perPage=100')).json().permissions.map((p: { id: number }) => p.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const walked = [];
    for (const page of [1, 2, 3, 4, 5]) walked.push(...(await ids(`page=${page}`)));
    expect(walked).toEqual(all.slice(0, 10));
    expect(await ids('page=1')).toEqual(all.slice(0, 2));
    expect(await ids('page=3')).toEqual(all.slice(4, 6));
    const added = (await call('POST', '/add-permission', { name: 'Paged Reports' })).json().id;
    expect(await ids('page=1')).toEqual([added, all[0]]);
    expect(await ids('page=3')).toEqual(all.slice(3, 5));
    await call('DELETE', '/delete', { id: added });
    expect(await ids('page=1')).toEqual(all.slice(0, 2));
  });
  it('pages with perPage and page', async () => {
    const first = (await call('GET', '/data?perPage=4&page=1')).json();
    const third = (await call('GET', '/data?perPage=4&page=3')).json();
    expect(first.permissions).toHaveLength(4);
    expect(third.permissions).toHaveLength(1);
    expect(third.total).toBe(9);
  });
  it.each([
    [`assignedTo=${'x'.repeat(41)}`, 'query.assignedTo'],
    ['page=0', 'query.page'],
    ['perPage=1000', 'query.perPage'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/data?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('writes', () => {
  it('add: 201, assigned to the administrator role only, stamped, listed first', async () => {
    const res = await call('POST', '/add-permission', { name: 'Export Reports' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Export Reports', assignedTo: ['admin'] });
    expect(created.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect((await call('GET', '/data')).json().permissions[0].id).toBe(created.id);
  });
  it('add: 400 naming the field, nothing written', async () => {
    const before = await count();
    const res = await call('POST', '/add-permission', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.name');
    expect(await count()).toBe(before);
  });
  it('rename: 201 with the new name; 404 for an unknown id', async () => {
    const id = (await call('POST', '/add-permission', { name: 'Old name' })).json().id;
    const res = await call('POST', '/update-permission', { id, name: 'New name' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, name: 'New name', assignedTo: ['admin'] });
    expect((await call('POST', '/update-permission', { id: 999999, name: 'x' })).statusCode).toBe(404);
  });
  it('delete: 200 and gone; 404 the second time', async () => {
    const id = (await call('POST', '/add-permission', { name: 'Temporary' })).json().id;
    expect((await call('DELETE', '/delete', { id })).statusCode).toBe(200);
    expect((await call('GET', '/data?q=Temporary')).json().total).toBe(0);
    expect((await call('DELETE', '/delete', { id })).statusCode).toBe(404);
  });
});

describe('what a permission grants', () => {
  /** A fresh account with `role`, signed in (registered, then given the role by the admin). */
  async function personWith(role: string) {
    const tag = Math.random().toString(36).slice(2, 8);
    const reg = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `p${tag}`, email: `p${tag}@example.com`, password: 'secret-123' } });
    const id = reg.json().userData.id;
    const set = await t.app.inject({ method: 'POST', url: '/api/apps/users/update-user', payload: { id, fields: { role } }, headers: admin.headers });
    expect(set.statusCode).toBe(200);
    return { authorization: `Bearer ${reg.json().accessToken}` };
  }
  const invoices = (headers: Record<string, string>) => t.app.inject({ url: '/api/apps/invoice/invoices', headers });

  it('assigning a permission to a role grants its area to the role\'s people on their next request; taking it away ends it', async () => {
    const person = await personWith('restricted-user');
    expect((await invoices(person)).statusCode).toBe(403);
    const id = (await call('POST', '/add-permission', { name: 'Read invoices', area: 'invoices', levels: 'r' })).json().id;
    const assigned = await call('POST', '/update-permission', { id, name: 'Read invoices', assignedTo: ['admin', 'restricted-user'] });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ area: 'invoices', levels: 'r', assignedTo: ['admin', 'restricted-user'] });
    expect((await invoices(person)).statusCode).toBe(200);
    // The role's history says so, naming who did it.
    const roles = (await t.app.inject({ url: '/api/apps/roles', headers: admin.headers })).json().roles as { id: number; key: string }[];
    const restricted = roles.find((r) => r.key === 'restricted-user')!;
    const [event] = (await t.app.inject({ url: `/api/apps/roles/activity?id=${restricted.id}`, headers: admin.headers })).json().events;
    expect(event).toMatchObject({ kind: 'permission-added', detail: { permission: 'Read invoices' }, actorName: 'John Doe' });
    await call('POST', '/update-permission', { id, name: 'Read invoices', assignedTo: ['admin'] });
    expect((await invoices(person)).statusCode).toBe(403);
  });
  it('400 naming the field for an unknown role, an unknown area or levels out of order; nothing written', async () => {
    const id = (await call('POST', '/add-permission', { name: 'Careful' })).json().id;
    const unknown = await call('POST', '/update-permission', { id, name: 'Careful', assignedTo: ['wizard'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toMatchObject({ path: 'body.assignedTo', code: 'unknown_role' });
    expect((await call('POST', '/update-permission', { id, name: 'Careful', area: 'payroll' })).json().issues[0].path).toBe('body.area');
    expect((await call('POST', '/update-permission', { id, name: 'Careful', levels: 'cr' })).json().issues[0].path).toBe('body.levels');
    expect((await call('GET', '/data?q=Careful')).json().permissions[0]).toMatchObject({ name: 'Careful', area: null, levels: '', assignedTo: ['admin'] });
  });
});

describe('who may call it', () => {
  it('401 without a token; 403 for the client role on every endpoint', async () => {
    expect((await call('GET', '/data', undefined, {})).statusCode).toBe(401);
    const client = await t.login('client@demo.com', 'client');
    expect((await call('GET', '/data', undefined, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/add-permission', { name: 'x' }, client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/update-permission', { id: 1, name: 'x' }, client.headers)).statusCode).toBe(403);
    expect((await call('DELETE', '/delete', { id: 1 }, client.headers)).statusCode).toBe(403);
  });
});
