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
const count = async () => Number((await t.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const list = async (qs = '') => {
  const res = await t.app.inject({ url: `/api/users/list/data${qs}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { users: U[]; total: number };
};
const add = (user: object, headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/apps/users/add-user', payload: { user }, headers });
const sample = { fullName: 'Inés Gil', username: 'ines.gil', email: 'ines@example.com', role: 'support', currentPlan: 'team' };

describe('GET /api/users/list/data', () => {
  it('pages the accounts (2 demo logins, 50 sample people, 7 colleagues) 10 at a time, by full name ascending', async () => {
    const page1 = await list();
    expect(page1.total).toBe(59);
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
  it('an unknown role filters to nothing', async () => {
    expect((await list('?role=owner')).total).toBe(0);
  });
  it.each([
    ['role=' + 'x'.repeat(41), 'query.role'],
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
  it('add: 201 with a new id above every other, pending its invitation, then listed', async () => {
    const maxBefore = Math.max(...(await list('?perPage=100')).users.map((u) => u.id));
    const res = await add(sample);
    expect(res.statusCode).toBe(201);
    const created = res.json().user;
    expect(created).toMatchObject({ fullName: 'Inés Gil', role: 'support', currentPlan: 'team', status: 'pending' });
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
    const shape = await add({ fullName: '', username: 'a b', email: 'x', role: '', currentPlan: 'free' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.user.fullName', 'body.user.username', 'body.user.email', 'body.user.role', 'body.user.currentPlan']),
    );
    const codeOf = (path: string) => shape.json().issues.find((i: { path: string }) => i.path === path)?.code;
    expect([codeOf('body.user.fullName'), codeOf('body.user.email')]).toEqual(['required', 'invalid_email']);
    const res = await add({ ...sample, username: 'nobody.here', email: 'nobody@example.com', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body.user.role', message: 'No role has this name.', code: 'unknown_role' }]);
    expect(res.json().issues[0].message).toMatch(/[A-Za-z]/);
  });
  it('delete: 200, gone, then 404', async () => {
    const id = (await add({ ...sample, username: 'temp.user', email: 'temp@example.com' })).json().user.id;
    const del = () => t.app.inject({ method: 'DELETE', url: '/api/apps/users/delete', payload: { id }, headers: admin.headers });
    expect((await del()).statusCode).toBe(200);
    expect((await list('?q=temp@example.com')).total).toBe(0);
    expect((await del()).statusCode).toBe(404);
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
