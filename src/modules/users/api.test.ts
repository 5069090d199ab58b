import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

type U = { id: number; fullName: string; email: string; role: string; status: string; currentPlan: string; billing: string };
// The people of the directory: every account not deleted (the sample people, the demo logins, the test app's own).
const count = async () => Number((await t.db.selectFrom('accounts').where('deleted_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const list = async (qs = '') => {
  const res = await t.app.inject({ url: `/api/users/list/data${qs}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { users: U[]; total: number };
};
const add = (user: object, headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/apps/users/add-user', payload: { user }, headers });
const sample = { fullName: 'Inés Gil', username: 'ines.gil', email: 'ines@example.com', role: 'support', currentPlan: 'team' };

describe('GET /api/users/list/data', () => {
  it('pages the people 10 at a time, by full name ascending', async () => {
    const page1 = await list();
    expect(page1.total).toBe(await count());
    expect(page1.total).toBeGreaterThanOrEqual(50);
    expect(page1.users).toHaveLength(10);
    const names = page1.users.map((u) => u.fullName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page5 = await list('?page=5');
    expect(page5.users).toHaveLength(10);
    expect(page5.users[0].id).not.toBe(page1.users[0].id);
  });
  it('filters by role, status and plan and counts the filtered rows', async () => {
    const res = await list('?role=support&status=active&perPage=100');
    expect(res.total).toBeGreaterThan(0);
    expect(res.users.every((u) => u.role === 'support' && u.status === 'active')).toBe(true);
    expect(res.total).toBe(res.users.length);
    expect((await list('?role=no-such-role')).total).toBe(0);
    const plan = await list('?currentPlan=enterprise&perPage=100');
    expect(plan.users.every((u) => u.currentPlan === 'enterprise')).toBe(true);
  });
  it('searches email, full name and billing, case-insensitively', async () => {
    const any = (await list()).users[0];
    const byName = await list(`?q=${encodeURIComponent(any.fullName.toUpperCase())}`);
    expect(byName.users.map((u) => u.id)).toContain(any.id);
    const byBilling = await list('?q=auto%20debit&perPage=100');
    expect(byBilling.total).toBeGreaterThan(0);
    expect(byBilling.users.every((u) => u.billing === 'Auto Debit')).toBe(true);
  });
  it('sorts by any column in either direction', async () => {
    const desc = await list('?sortColumn=email&sort=desc&perPage=100');
    const emails = desc.users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());
  });
  it.each([
    [`role=${'r'.repeat(41)}`, 'query.role'],
    ['sortColumn=password', 'query.sortColumn'],
    ['sort=up', 'query.sort'],
    ['perPage=0', 'query.perPage'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await t.app.inject({ url: `/api/users/list/data?${qs}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('add and delete', () => {
  it('add: 201 with a new id above every other, pending (invited), then listed', async () => {
    const maxBefore = Math.max(...(await list('?perPage=100')).users.map((u) => u.id));
    const res = await add(sample);
    expect(res.statusCode).toBe(201);
    const created = res.json().user;
    expect(created).toMatchObject({ fullName: 'Inés Gil', role: 'support', currentPlan: 'team', status: 'pending', emailVerified: false, twoFactor: false });
    expect(created.id).toBeGreaterThan(maxBefore);
    expect((await list('?q=ines@example.com')).users.map((u) => u.id)).toEqual([created.id]);
  });
  it('add: a taken email or username is refused with the field named, nothing written', async () => {
    const before = await count();
    const res = await add({ ...sample, username: 'INES.GIL', email: 'ines@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['body.user.email', 'body.user.username']);
    expect(res.json().issues.map((i: { code: string }) => i.code)).toEqual(['email_taken', 'username_taken']);
    expect(await count()).toBe(before);
  });
  it('add: invalid fields are named', async () => {
    const res = await add({ fullName: '', username: 'a b', email: 'x', role: '', currentPlan: 'free' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.user.fullName', 'body.user.username', 'body.user.email', 'body.user.role', 'body.user.currentPlan']));
    const codeOf = (path: string) => res.json().issues.find((i: { path: string }) => i.path === path)?.code;
    expect([codeOf('body.user.fullName'), codeOf('body.user.email'), codeOf('body.user.role')]).toEqual(['required', 'invalid_email', 'required']);
    expect(res.json().issues[0].message).toMatch(/[A-Za-z]/);
  });
  it('add: a role the Roles page does not have is refused, naming the field', async () => {
    const before = await count();
    const res = await add({ ...sample, username: 'nobody.role', email: 'nobody.role@example.com', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.user.role', code: 'unknown_role' })]);
    expect(await count()).toBe(before);
  });
  it('delete: 200, gone, then 404', async () => {
    const id = (await add({ ...sample, username: 'temp.user', email: 'temp@example.com' })).json().user.id;
    const del = () => t.app.inject({ method: 'DELETE', url: '/api/apps/users/delete', payload: { id }, headers: admin.headers });
    expect((await del()).statusCode).toBe(200);
    expect((await list('?q=temp@example.com')).total).toBe(0);
    expect((await del()).statusCode).toBe(404);
  });
});

describe('guard rails', () => {
  it('nobody deletes their own account or changes their own role: 403 with the rule as a code, nothing changed', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: '/api/apps/users/delete', payload: { id: admin.userData.id }, headers: admin.headers });
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('own_account');
    const role = await t.app.inject({ method: 'POST', url: '/api/apps/users/update-user', payload: { id: admin.userData.id, fields: { role: 'client' } }, headers: admin.headers });
    expect(role.statusCode).toBe(403);
    expect(role.json().code).toBe('own_role');
    const me = await t.app.inject({ url: `/api/users/user?id=${admin.userData.id}`, headers: admin.headers });
    expect(me.json().user).toMatchObject({ role: 'admin', status: 'active' });
  });
  it('an invited person cannot be activated by hand: 400 with code pending on the status', async () => {
    const id = (await add({ ...sample, username: 'invited.one', email: 'invited.one@example.com' })).json().user.id;
    const res = await t.app.inject({ method: 'POST', url: '/api/apps/users/update-status', payload: { id, status: 'active' }, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'body.status', code: 'pending' })]);
  });
});

describe('who may call it', () => {
  it('401 without a token; 403 for the client role', async () => {
    expect((await t.app.inject({ url: '/api/users/list/data' })).statusCode).toBe(401);
    const client = await t.login('client@demo.com', 'client');
    expect((await t.app.inject({ url: '/api/users/list/data', headers: client.headers })).statusCode).toBe(403);
    expect((await add(sample, client.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/apps/users/delete', payload: { id: 1 }, headers: client.headers })).statusCode).toBe(403);
  });
});
