import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { AppError, Invalid, NotFound } from '@/platform/contract/errors';
import { matrixOf } from '@/platform/access/areas';
import { recordAudit } from '@/platform/access/audit';
import { compileAllRoles } from '@/platform/access/compile';
import { createTestApp } from '@/server/test-app';
import { newUser, userFields } from './contract';
import { getSecurity, listActivity, resetTwoFactor } from './events';
import { roleInput } from './roles-contract';
import { addRole, listRoles, roleActivity, updateRole } from './roles-service';
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
  addUser(ctx, newUser.parse({ fullName: 'Rosa Peña', username: `rosa${Math.random().toString(36).slice(2, 8)}`, email: `rosa${Math.random().toString(36).slice(2, 8)}@example.com`, role: 'support', currentPlan: 'basic', ...over }));
const update = (id: number, fields: Record<string, unknown>) => updateUser(ctx, id, userFields.parse(fields));
/** The guard rail a refused change hit: its status and code. */
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).status, (error as AppError).body?.code];
};
const issuesOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).issues?.map((i) => i.path);
};

describe('update a user', () => {
  it('changes only the fields given and records what was edited', async () => {
    const { user } = await add();
    const { user: after } = await update(user.id, { fullName: 'Rosa María Peña', company: 'Faro Data' });
    expect(after).toMatchObject({ fullName: 'Rosa María Peña', company: 'Faro Data', email: user.email, role: 'support' });
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
  it('the role must be one of the Roles page; a change is recorded with from and to', async () => {
    const { user } = await add();
    expect(await issuesOf(update(user.id, { role: 'wizard' }))).toEqual(['body.fields.role']);
    await update(user.id, { role: 'manager' });
    expect((await getSecurity(ctx, user.id)).events[0]).toMatchObject({ kind: 'role', from: 'support', to: 'manager' });
  });
  it('nobody changes their own role (403 own_role), even to the same rights', async () => {
    expect(await refusalOf(update(ctx.user.id, { role: 'manager' }))).toEqual([403, 'own_role']);
    expect((await getUser(ctx, ctx.user.id)).user.role).toBe('admin');
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
  it('a new person is invited (pending) and cannot be activated by hand', async () => {
    const { user } = await add();
    expect(user.status).toBe('pending');
    expect(await issuesOf(setStatus(ctx, user.id, 'active'))).toEqual(['body.status']);
  });
  it('suspend sets status inactive, activate sets it back; each real change is recorded once', async () => {
    const { user } = await add();
    await t.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect((await setStatus(ctx, user.id, 'inactive')).user.status).toBe('inactive');
    await setStatus(ctx, user.id, 'inactive');
    expect((await setStatus(ctx, user.id, 'active')).user.status).toBe('active');
    const kinds = (await listActivity(ctx, user.id)).events.map((e) => [e.kind, e.to]);
    expect(kinds).toEqual([['status', 'active'], ['status', 'inactive'], ['created', undefined]]);
    expect((await getUser(ctx, user.id)).changes).toBe(2);
  });
  it('an administrator resets a lost two-step verification; the reset appears in the security record once', async () => {
    const { user } = await add();
    await resetTwoFactor(ctx, user.id);
    expect((await getSecurity(ctx, user.id)).events).toEqual([]);
    await t.db.updateTable('accounts').set({ totp_secret: 'SECRET', totp_enabled_at: ctx.now.toISOString() }).where('id', '=', user.id).execute();
    expect((await getSecurity(ctx, user.id)).twoFactor).toBe(true);
    expect(await resetTwoFactor(ctx, user.id)).toEqual({ twoFactor: false });
    const security = await getSecurity(ctx, user.id);
    expect(security.twoFactor).toBe(false);
    expect(security.events.map((e) => [e.kind, e.enabled])).toEqual([['two-factor', false]]);
  });
  it('a password event says how the password was set', async () => {
    const { user } = await add();
    await recordAudit(ctx, t.db, 'account', user.id, 'password', { how: 'set' });
    expect((await listActivity(ctx, user.id)).events[0]).toMatchObject({ kind: 'password', how: 'set' });
  });
});

describe('roles', () => {
  const listed = { q: '', sort: 'asc', sortColumn: 'fullName', page: 1, perPage: 1 } as const;
  it('the six built-in roles are seeded and each card counts the people who really hold it', async () => {
    const { roles } = await listRoles(ctx);
    expect(roles.slice(0, 6).map((r) => r.key)).toEqual(['admin', 'manager', 'user', 'support', 'restricted-user', 'client']);
    for (const role of roles) {
      const { total } = await listUsers(ctx, { ...listed, role: role.key });
      expect(role.totalUsers).toBe(total);
      expect(role.users.length).toBe(Math.min(5, total));
    }
    expect(roles[0]).toMatchObject({ fullAccess: true, name: 'administrator' });
    expect(roles[4].permissions.invoices).toEqual({ read: false, write: false, create: false });
    expect(roles[1].grantedBy.map((g) => g.name)).toContain('Add & Remove Users');
  });
  it('add a role with its matrix (its key comes from the name); a taken name (any case) is refused naming the field', async () => {
    const permissions = matrixOf({ users: 'r', roles: 'rw', kanban: 'rwc' });
    const { role } = await addRole(ctx, roleInput.parse({ name: 'Auditor', permissions }));
    expect(role).toMatchObject({ key: 'auditor', name: 'Auditor', fullAccess: false, totalUsers: 0, users: [], grantedBy: [] });
    expect(role.permissions.kanban).toEqual({ read: true, write: true, create: true });
    expect(await issuesOf(addRole(ctx, roleInput.parse({ name: 'MANAGER', permissions })))).toEqual(['body.role.name']);
  });
  it('edit a role: the matrix is replaced, a rename keeps its key and people, and its history says what changed', async () => {
    const before = (await listRoles(ctx)).roles.find((r) => r.key === 'support')!;
    const { role } = await updateRole(ctx, before.id, roleInput.parse({ name: 'helpdesk', permissions: matrixOf({ users: 'rwc' }) }));
    expect(role).toMatchObject({ key: 'support', name: 'helpdesk', totalUsers: before.totalUsers });
    expect(role.permissions.users).toEqual({ read: true, write: true, create: true });
    expect(role.permissions.email).toEqual({ read: false, write: false, create: false });
    const [matrix, renamed] = (await roleActivity(ctx, before.id)).events;
    expect(renamed).toMatchObject({ kind: 'renamed', detail: { from: 'support', to: 'helpdesk' } });
    expect(matrix.kind).toBe('matrix');
    expect((matrix.detail.areas as { area: string }[]).map((a) => a.area)).toContain('users');
    expect(await issuesOf(updateRole(ctx, before.id, roleInput.parse({ name: 'Administrator', permissions: matrixOf({}) })))).toEqual(['body.role.name']);
    await updateRole(ctx, before.id, roleInput.parse({ name: 'support', permissions: before.permissions }));
    await expect(updateRole(ctx, 999_999, roleInput.parse({ name: 'ghost', permissions: matrixOf({}) }))).rejects.toBeInstanceOf(NotFound);
  });
  it("changing a person's role moves them between the counts", async () => {
    const count = async (key: string) => (await listRoles(ctx)).roles.find((r) => r.key === key)!.totalUsers;
    const [admins, managers] = [await count('admin'), await count('manager')];
    const { user } = await add();
    await update(user.id, { role: 'admin' });
    expect(await count('admin')).toBe(admins + 1);
    await update(user.id, { role: 'manager' });
    expect([await count('admin'), await count('manager')]).toEqual([admins, managers + 1]);
  });
  it('guard rails: nobody raises their own role, and some active account keeps the right to manage roles', async () => {
    const roles = (await listRoles(ctx)).roles;
    const manager = roles.find((r) => r.key === 'manager')!;
    const asManager = { ...ctx, user: { ...ctx.user, role: 'manager' } };
    const raised = { ...manager.permissions, roles: { read: true, write: true, create: true } };
    expect(await refusalOf(updateRole(asManager, manager.id, roleInput.parse({ name: manager.name, permissions: raised })))).toEqual([403, 'raise_own_role']);
    // Without full access and without the permissions that give it the roles area, no role could manage roles.
    const admin = roles.find((r) => r.key === 'admin')!;
    const rolesGrants = admin.grantedBy.filter((g) => g.area === 'roles').map((g) => g.id);
    await t.db.deleteFrom('permission_roles').where('role', '=', 'admin').where('permission_id', 'in', rolesGrants).execute();
    await compileAllRoles(t.db);
    const powerless = { ...admin.permissions, roles: { read: true, write: false, create: false } };
    expect(await refusalOf(updateRole(ctx, admin.id, roleInput.parse({ name: admin.name, permissions: powerless, fullAccess: false })))).toEqual([409, 'last_role_manager']);
    await t.db.insertInto('permission_roles').values(rolesGrants.map((id) => ({ permission_id: id, role: 'admin' }))).execute();
    await compileAllRoles(t.db);
    // Refused changes are rolled back whole.
    const after = (await listRoles(ctx)).roles;
    expect(after.find((r) => r.key === 'admin')!.fullAccess).toBe(true);
    expect(after.find((r) => r.key === 'manager')!.permissions.roles).toEqual(manager.permissions.roles);
  });
});
