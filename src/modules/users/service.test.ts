import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { newUser, userFields } from './contract';
import { getSecurity, listActivity, setTwoFactor } from './events';
import { matrixOf } from './role-defaults';
import { roleInput } from './roles-contract';
import { addRole, listRoles, updateRole } from './roles-service';
import { addUser, getUser, listUsers, setStatus, updateUser } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.db.selectFrom('accounts').select(['id']).where('email', '=', 'admin@demo.com').executeTakeFirstOrThrow();
  const rules = [{ action: 'manage', subject: 'all' }];
  ctx = { db: t.db, now: new Date('2026-11-23T10:00:00Z'), user: { id: admin.id, role: 'admin', rules, ability: buildAbility(rules) } };
});
afterAll(() => t.app.close());

const add = (over: Record<string, unknown> = {}) =>
  addUser(ctx, newUser.parse({ fullName: 'Rosa Peña', username: `rosa${Math.random().toString(36).slice(2, 8)}`, email: `rosa${Math.random().toString(36).slice(2, 8)}@example.com`, role: 'editor', currentPlan: 'basic', ...over }));
const update = (id: number, fields: Record<string, unknown>) => updateUser(ctx, id, userFields.parse(fields));
const issuesOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).issues?.map((i) => i.path);
};

describe('update a user', () => {
  it('changes only the fields given and records what was edited', async () => {
    const { user } = await add();
    const { user: after } = await update(user.id, { fullName: 'Rosa María Peña', company: 'Faro Data' });
    expect(after).toMatchObject({ fullName: 'Rosa María Peña', company: 'Faro Data', email: user.email, role: 'editor' });
    const { events } = await listActivity(ctx, user.id);
    expect(events.map((e) => e.kind)).toEqual(['edited', 'created']);
    expect(events[0].fields?.sort()).toEqual(['company', 'fullName']);
    expect(events[0].actorName).toBeTruthy();
  });
  it("refuses another user's email or username (username case-insensitively), naming the field, nothing written", async () => {
    const a = (await add()).user;
    const b = (await add()).user;
    expect(await issuesOf(update(b.id, { email: a.email, username: a.username.toUpperCase() }))).toEqual(['body.fields.email', 'body.fields.username']);
    expect((await getUser(ctx, b.id)).user.email).toBe(b.email);
    // Keeping one's own email and username is no conflict.
    await expect(update(b.id, { email: b.email, username: b.username, contact: '+34 600 000 000' })).resolves.toBeTruthy();
  });
  it('a plan change is recorded with from and to', async () => {
    const { user } = await add();
    await update(user.id, { currentPlan: 'enterprise' });
    const [event] = (await listActivity(ctx, user.id)).events;
    expect(event).toMatchObject({ kind: 'plan', from: 'basic', to: 'enterprise' });
    expect((await getUser(ctx, user.id)).user.currentPlan).toBe('enterprise');
  });
  it('the access role must be one of the roles', async () => {
    const { user } = await add();
    expect(await issuesOf(update(user.id, { accessRole: 'wizard' }))).toEqual(['body.fields.accessRole']);
    await update(user.id, { accessRole: 'support' });
    expect((await getSecurity(ctx, user.id)).events[0]).toMatchObject({ kind: 'access-role', from: 'user', to: 'support' });
  });
  it('an unknown id is not found', async () => {
    await expect(update(999_999, { fullName: 'X' })).rejects.toBeInstanceOf(NotFound);
    await expect(getUser(ctx, 999_999)).rejects.toBeInstanceOf(NotFound);
  });
  it('a change that changes nothing writes no history', async () => {
    const { user } = await add();
    await update(user.id, { fullName: user.fullName });
    expect((await listActivity(ctx, user.id)).events).toHaveLength(1);
  });
});

describe('suspend, activate and two-step verification', () => {
  it('suspend sets status inactive, activate sets it back; each real change is recorded once', async () => {
    const { user } = await add();
    expect((await setStatus(ctx, user.id, 'inactive')).user.status).toBe('inactive');
    await setStatus(ctx, user.id, 'inactive');
    expect((await setStatus(ctx, user.id, 'active')).user.status).toBe('active');
    const kinds = (await listActivity(ctx, user.id)).events.map((e) => [e.kind, e.to]);
    expect(kinds).toEqual([['status', 'active'], ['status', 'inactive'], ['created', undefined]]);
    expect((await getUser(ctx, user.id)).changes).toBe(2);
  });
  it('two-step verification is stored and its changes appear in the security record', async () => {
    const { user } = await add();
    expect((await getSecurity(ctx, user.id)).twoFactor).toBe(false);
    await setTwoFactor(ctx, user.id, true);
    const security = await getSecurity(ctx, user.id);
    expect(security.twoFactor).toBe(true);
    expect(security.events.map((e) => [e.kind, e.enabled])).toEqual([['two-factor', true]]);
  });
});

describe('roles', () => {
  it('the five roles are seeded and each card counts the users that really hold it', async () => {
    const { roles } = await listRoles(ctx);
    expect(roles.slice(0, 5).map((r) => r.name)).toEqual(['administrator', 'manager', 'user', 'support', 'restricted-user']);
    for (const role of roles) {
      const { total } = await listUsers(ctx, { q: '', sort: 'asc', sortColumn: 'fullName', page: 1, perPage: 1, accessRole: role.name });
      expect(role.totalUsers).toBe(total);
      expect(role.users.length).toBe(Math.min(5, total));
    }
    expect(roles[0].permissions.payroll).toEqual({ read: true, write: true, create: true });
    expect(roles[4].permissions.payroll).toEqual({ read: false, write: false, create: false });
  });
  it('add a role with its matrix; a taken name (any case) is refused naming the field', async () => {
    const permissions = matrixOf(['r', 'rw', '', '', '', 'rwc', '', '', '']);
    const { role } = await addRole(ctx, roleInput.parse({ name: 'Auditor', permissions }));
    expect(role).toMatchObject({ name: 'Auditor', totalUsers: 0, users: [] });
    expect(role.permissions.reporting).toEqual({ read: true, write: true, create: true });
    expect(await issuesOf(addRole(ctx, roleInput.parse({ name: 'MANAGER', permissions })))).toEqual(['body.role.name']);
  });
  it('edit a role: the matrix is replaced, and a rename carries its users along', async () => {
    const before = (await listRoles(ctx)).roles.find((r) => r.name === 'support')!;
    const { role } = await updateRole(ctx, before.id, roleInput.parse({ name: 'helpdesk', permissions: matrixOf(['rwc']) }));
    expect(role.totalUsers).toBe(before.totalUsers);
    expect(role.permissions.userManagement).toEqual({ read: true, write: true, create: true });
    expect(role.permissions.disputesManagement).toEqual({ read: false, write: false, create: false });
    expect(await issuesOf(updateRole(ctx, before.id, roleInput.parse({ name: 'Administrator', permissions: matrixOf([]) })))).toEqual(['body.role.name']);
    await updateRole(ctx, before.id, roleInput.parse({ name: 'support', permissions: before.permissions }));
    await expect(updateRole(ctx, 999_999, roleInput.parse({ name: 'ghost', permissions: matrixOf([]) }))).rejects.toBeInstanceOf(NotFound);
  });
  it('changing a user\'s access role moves them between the counts', async () => {
    const count = async (name: string) => (await listRoles(ctx)).roles.find((r) => r.name === name)!.totalUsers;
    const [admins, managers] = [await count('administrator'), await count('manager')];
    const { user } = await add();
    await update(user.id, { accessRole: 'administrator' });
    expect(await count('administrator')).toBe(admins + 1);
    await update(user.id, { accessRole: 'manager' });
    expect([await count('administrator'), await count('manager')]).toEqual([admins, managers + 1]);
  });
});
