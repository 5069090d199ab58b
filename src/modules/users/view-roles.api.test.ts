import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixOf } from '@/platform/access/areas';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> | undefined = admin.headers) => t.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> | undefined = admin.headers) => t.app.inject({ method: 'POST', url, payload, headers });
const paths = (res: { json: () => { issues?: { path: string }[] } }) => res.json().issues?.map((i) => i.path);
let invited = 0;
/** A person of the test's own: invited, so pending until they set a password. */
const invite = async () => {
  invited += 1;
  const res = await post('/api/apps/users/add-user', { user: { fullName: `Invitado ${invited}`, username: `invitado.${invited}`, email: `invitado.${invited}@example.com`, role: 'user', currentPlan: 'basic' } });
  expect(res.statusCode).toBe(201);
  return res.json().user as { id: number; email: string };
};
/** A sample person who can sign in (active) with the given role. */
const activeWith = async (role: string) => (await get(`/api/users/list/data?status=active&role=${role}&perPage=1`)).json().users[0] as { id: number };

describe('GET /api/users/user', () => {
  it('200 with the user (role key, e-mail verified, two-step), when they were added and how many changes followed', async () => {
    const { id } = await invite();
    const res = await get(`/api/users/user?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id, role: 'user', status: 'pending', emailVerified: false, twoFactor: false });
    expect(res.json().memberSince).toMatch(/^\d{4}-\d\d-\d\d/);
  });
  it('404 for an unknown id; 400 naming id when it is not one', async () => {
    expect((await get('/api/users/user?id=99999')).statusCode).toBe(404);
    const bad = await get('/api/users/user?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['query.id']);
    expect(paths(await get('/api/users/user'))).toEqual(['query.id']);
  });
});

describe('POST /api/apps/users/update-user', () => {
  it('200 with the updated user, kept after a new read', async () => {
    const { id } = await invite();
    const res = await post('/api/apps/users/update-user', { id, fields: { fullName: 'Nuevo Nombre', currentPlan: 'company', role: 'support' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id, fullName: 'Nuevo Nombre', currentPlan: 'company', role: 'support' });
    expect((await get(`/api/users/user?id=${id}`)).json().user.fullName).toBe('Nuevo Nombre');
    const activity = (await get(`/api/apps/users/activity?id=${id}`)).json().events;
    expect(activity.slice(0, 3).map((e: { kind: string }) => e.kind).sort()).toEqual(['edited', 'plan', 'role']);
    expect(activity.find((e: { kind: string }) => e.kind === 'role')).toMatchObject({ from: 'user', to: 'support', actorDeleted: false });
  });
  it('400 naming the field: invalid values, a taken email, an unknown role', async () => {
    const { id } = await invite();
    const other = await invite();
    expect(paths(await post('/api/apps/users/update-user', { id, fields: { email: 'nope', username: 'a b', currentPlan: 'free' } }))).toEqual(
      expect.arrayContaining(['body.fields.email', 'body.fields.username', 'body.fields.currentPlan']),
    );
    const taken = await post('/api/apps/users/update-user', { id, fields: { email: other.email } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toEqual([{ path: 'body.fields.email', message: 'This email is already in use.', code: 'email_taken' }]);
    expect(paths(await post('/api/apps/users/update-user', { id, fields: { role: 'wizard' } }))).toEqual(['body.fields.role']);
  });
  it('404 for an unknown id', async () => {
    expect((await post('/api/apps/users/update-user', { id: 99999, fields: { fullName: 'X' } })).statusCode).toBe(404);
  });
});

describe('status, security and activity', () => {
  it('suspend then activate an active person; an invited one cannot be activated (400 code pending)', async () => {
    const { id } = await activeWith('user');
    const off = await post('/api/apps/users/update-status', { id, status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.status).toBe('inactive');
    expect((await get(`/api/users/user?id=${id}`)).json().user.status).toBe('inactive');
    expect((await post('/api/apps/users/update-status', { id, status: 'active' })).json().user.status).toBe('active');
    expect(paths(await post('/api/apps/users/update-status', { id, status: 'banned' }))).toEqual(['body.status']);
    expect(paths(await post('/api/apps/users/update-status', { id, status: 'pending' }))).toEqual(['body.status']);
    expect((await post('/api/apps/users/update-status', { id: 99999, status: 'active' })).statusCode).toBe(404);
    const pending = await post('/api/apps/users/update-status', { id: (await invite()).id, status: 'active' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().issues[0]).toMatchObject({ path: 'body.status', code: 'pending' });
  });
  it('two-step verification can only be switched off here; security and activity answer 404 for an unknown id', async () => {
    const { id } = await invite();
    expect((await post('/api/apps/users/two-factor', { id, enabled: false })).json()).toEqual({ twoFactor: false });
    expect((await get(`/api/apps/users/security?id=${id}`)).json().twoFactor).toBe(false);
    expect(paths(await post('/api/apps/users/two-factor', { id, enabled: true }))).toEqual(['body.enabled']);
    expect(paths(await post('/api/apps/users/two-factor', { id, enabled: 'yes' }))).toEqual(['body.enabled']);
    expect((await get('/api/apps/users/security?id=99999')).statusCode).toBe(404);
    expect((await get('/api/apps/users/activity?id=99999')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('GET lists the six built-in roles; their counts add up to every person', async () => {
    const res = await get('/api/apps/roles');
    expect(res.statusCode).toBe(200);
    const roles = res.json().roles as { key: string; totalUsers: number; users: unknown[] }[];
    expect(roles.map((r) => r.key)).toEqual(['admin', 'manager', 'user', 'support', 'restricted-user', 'client']);
    const everyone = (await get('/api/users/list/data?perPage=1')).json().total;
    expect(roles.reduce((sum, r) => sum + r.totalUsers, 0)).toBe(everyone);
    const manager = await get('/api/users/list/data?role=manager&perPage=1');
    expect(manager.json().total).toBe(roles[1].totalUsers);
  });
  it('add (201), edit (200), taken names refused (400 naming body.role.name), unknown id 404; the history records it', async () => {
    const permissions = matrixOf({ users: 'r', todo: 'rw' });
    const added = await post('/api/apps/roles/add-role', { role: { name: 'Auditor', permissions } });
    expect(added.statusCode).toBe(201);
    const { id, key } = added.json().role;
    expect(key).toBe('auditor');
    const dup = await post('/api/apps/roles/add-role', { role: { name: 'auditor', permissions } });
    expect(dup.statusCode).toBe(400);
    expect(paths(dup)).toEqual(['body.role.name']);
    const edited = await post('/api/apps/roles/update-role', { id, role: { name: 'Auditor', permissions: matrixOf({ users: 'rwc' }) } });
    expect(edited.statusCode).toBe(200);
    const again = (await get('/api/apps/roles')).json().roles.find((r: { id: number }) => r.id === id);
    expect(again.permissions.users).toEqual({ read: true, write: true, create: true });
    expect(again.permissions.todo).toEqual({ read: false, write: false, create: false });
    const history = (await get(`/api/apps/roles/activity?id=${id}`)).json().events;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['matrix', 'created']);
    expect(paths(await post('/api/apps/roles/update-role', { id, role: { name: 'manager', permissions } }))).toEqual(['body.role.name']);
    expect(paths(await post('/api/apps/roles/add-role', { role: { name: '', permissions: {} } }))).toEqual(expect.arrayContaining(['body.role.name', 'body.role.permissions.apiKeys']));
    expect((await post('/api/apps/roles/update-role', { id: 99999, role: { name: 'Ghost', permissions } })).statusCode).toBe(404);
    expect((await get('/api/apps/roles/activity?id=99999')).statusCode).toBe(404);
    expect(paths(await get('/api/apps/roles/activity?id=x'))).toEqual(['query.id']);
  });
});

describe('who may call it', () => {
  it('401 without a token, 403 for the client role', async () => {
    expect((await get('/api/users/user?id=1', {})).statusCode).toBe(401);
    expect((await get('/api/apps/roles', {})).statusCode).toBe(401);
    for (const res of [
      await get('/api/users/user?id=1', client.headers),
      await get('/api/apps/users/activity?id=1', client.headers),
      await get('/api/apps/users/security?id=1', client.headers),
      await post('/api/apps/users/update-user', { id: 1, fields: { fullName: 'X' } }, client.headers),
      await post('/api/apps/users/update-status', { id: 1, status: 'inactive' }, client.headers),
      await post('/api/apps/users/two-factor', { id: 1, enabled: false }, client.headers),
      await get('/api/apps/roles', client.headers),
      await get('/api/apps/roles/activity?id=1', client.headers),
      await post('/api/apps/roles/add-role', { role: { name: 'X1', permissions: matrixOf({}) } }, client.headers),
      await post('/api/apps/roles/update-role', { id: 1, role: { name: 'X1', permissions: matrixOf({}) } }, client.headers),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});
