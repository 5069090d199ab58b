import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { matrixOf } from '@/platform/access/areas';

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

describe('GET /api/users/user', () => {
  it('200 with the user, when they were added and how many changes followed', async () => {
    const res = await get('/api/users/user?id=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 1, role: 'admin', emailVerified: true, twoFactor: false });
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
    const res = await post('/api/apps/users/update-user', { id: 2, fields: { fullName: 'Nuevo Nombre', currentPlan: 'company' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 2, fullName: 'Nuevo Nombre', currentPlan: 'company' });
    expect((await get('/api/users/user?id=2')).json().user.fullName).toBe('Nuevo Nombre');
    const activity = (await get('/api/apps/users/activity?id=2')).json().events;
    expect(activity.slice(0, 2).map((e: { kind: string }) => e.kind).sort()).toEqual(['edited', 'plan']);
  });
  it('400 naming the field: invalid values, a taken email, an unknown role', async () => {
    const other = (await get('/api/users/user?id=3')).json().user;
    expect(paths(await post('/api/apps/users/update-user', { id: 2, fields: { email: 'nope', username: 'a b', currentPlan: 'free' } }))).toEqual(
      expect.arrayContaining(['body.fields.email', 'body.fields.username', 'body.fields.currentPlan']),
    );
    const taken = await post('/api/apps/users/update-user', { id: 2, fields: { email: other.email } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().issues).toEqual([{ path: 'body.fields.email', message: 'This email is already in use.', code: 'email_taken' }]);
    expect(paths(await post('/api/apps/users/update-user', { id: 2, fields: { role: 'wizard' } }))).toEqual(['body.fields.role']);
  });
  it('404 for an unknown id', async () => {
    expect((await post('/api/apps/users/update-user', { id: 99999, fields: { fullName: 'X' } })).statusCode).toBe(404);
  });
});

describe('status, security and activity', () => {
  it('suspend then activate', async () => {
    const off = await post('/api/apps/users/update-status', { id: 4, status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.status).toBe('inactive');
    expect((await get('/api/users/user?id=4')).json().user.status).toBe('inactive');
    expect((await post('/api/apps/users/update-status', { id: 4, status: 'active' })).json().user.status).toBe('active');
    expect(paths(await post('/api/apps/users/update-status', { id: 4, status: 'banned' }))).toEqual(['body.status']);
    expect((await post('/api/apps/users/update-status', { id: 99999, status: 'active' })).statusCode).toBe(404);
  });
  it('an administrator switches two-step off (never on); the change is listed with the security changes', async () => {
    await t.db.updateTable('accounts').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: new Date().toISOString() }).where('id', '=', 5).execute();
    expect((await get('/api/apps/users/security?id=5')).json().twoFactor).toBe(true);
    expect(paths(await post('/api/apps/users/two-factor', { id: 5, enabled: true }))).toEqual(['body.enabled']);
    expect((await post('/api/apps/users/two-factor', { id: 5, enabled: false })).json()).toEqual({ twoFactor: false });
    const security = (await get('/api/apps/users/security?id=5')).json();
    expect(security.twoFactor).toBe(false);
    expect(security.events[0]).toMatchObject({ kind: 'two-factor', enabled: false, actorName: 'John Doe' });
    expect((await get('/api/apps/users/security?id=99999')).statusCode).toBe(404);
    expect((await get('/api/apps/users/activity?id=99999')).statusCode).toBe(404);
    expect(paths(await post('/api/apps/users/two-factor', { id: 5, enabled: 'yes' }))).toEqual(['body.enabled']);
  });
});

describe('roles', () => {
  it('GET lists the built-in roles; their counts add up to every account', async () => {
    const res = await get('/api/apps/roles');
    expect(res.statusCode).toBe(200);
    const roles = res.json().roles as { key: string; totalUsers: number; users: unknown[] }[];
    expect(roles.map((r) => r.key)).toEqual(['admin', 'manager', 'user', 'support', 'restricted-user', 'client']);
    const everyone = (await get('/api/users/list/data?perPage=1')).json().total;
    expect(roles.reduce((sum, r) => sum + r.totalUsers, 0)).toBe(everyone);
    const manager = await get('/api/users/list/data?role=manager&perPage=1');
    expect(manager.json().total).toBe(roles[1].totalUsers);
  });
  it('add (201), edit (200), taken names refused (400 naming body.role.name), unknown id 404', async () => {
    const permissions = matrixOf({ users: 'r', invoices: 'rw' });
    const added = await post('/api/apps/roles/add-role', { role: { name: 'Auditor', permissions } });
    expect(added.statusCode).toBe(201);
    const { id } = added.json().role;
    const dup = await post('/api/apps/roles/add-role', { role: { name: 'auditor', permissions } });
    expect(dup.statusCode).toBe(400);
    expect(paths(dup)).toEqual(['body.role.name']);
    const edited = await post('/api/apps/roles/update-role', { id, role: { name: 'Auditor', permissions: matrixOf({ users: 'rwc' }) } });
    expect(edited.statusCode).toBe(200);
    const again = (await get('/api/apps/roles')).json().roles.find((r: { id: number }) => r.id === id);
    expect(again.permissions.users).toEqual({ read: true, write: true, create: true });
    expect(again.permissions.invoices).toEqual({ read: false, write: false, create: false });
    const history = (await get(`/api/apps/roles/activity?id=${id}`)).json().events;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['matrix', 'created']);
    expect((await get('/api/apps/roles/activity?id=99999')).statusCode).toBe(404);
    expect(paths(await post('/api/apps/roles/update-role', { id, role: { name: 'manager', permissions } }))).toEqual(['body.role.name']);
    expect(paths(await post('/api/apps/roles/add-role', { role: { name: '', permissions: {} } }))).toEqual(expect.arrayContaining(['body.role.name', 'body.role.permissions.apiKeys']));
    expect((await post('/api/apps/roles/update-role', { id: 99999, role: { name: 'Ghost', permissions } })).statusCode).toBe(404);
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
      await get('/api/apps/roles/activity?id=1', client.headers),
      await get('/api/apps/roles', client.headers),
      await post('/api/apps/roles/add-role', { role: { name: 'X1', permissions: matrixOf({}) } }, client.headers),
      await post('/api/apps/roles/update-role', { id: 1, role: { name: 'X1', permissions: matrixOf({}) } }, client.headers),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});
