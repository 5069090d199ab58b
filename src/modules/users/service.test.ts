import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { matrixOf } from '@/platform/access/areas';
import { GuardRail } from '@/platform/access/guards';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { newUser, userFields } from './contract';
import { getSecurity, listActivity, resetTwoFactor } from './events';
import { roleInput } from './roles-contract';
import { addRole, listRoles, roleActivity, updateRole } from './roles-service';
import { addUser, deleteUser, getUser, listUsers, setStatus, updateUser } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.db.selectFrom('accounts').select(['id']).where('email', '=', 'admin@demo.com').executeTakeFirstOrThrow();
  const rules = [{ action: 'manage', subject: 'all' }];
  ctx = { db: t.db, now: new Date('2026-11-23T10:00:00Z'), user: { id: admin.id, role: 'admin', rules, ability: buildAbility(rules) } };
});
afterAll(() => t.app.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const add = (over: Record<string, unknown> = {}) =>
  addUser(ctx, newUser.parse({ fullName: 'Rosa Peña', username: `rosa${tag()}`, email: `rosa${tag()}@example.com`, role: 'user', currentPlan: 'basic', ...over }));
const update = (id: number, fields: Record<string, unknown>) => updateUser(ctx, id, userFields.parse(fields));
const issuesOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).issues?.map((i) => i.path);
};
const guardOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(GuardRail);
  return (error as GuardRail).body?.code;
};
const account = (id: number) => t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the people of the directory are the accounts', () => {
  it('a new person is a pending account that no password signs in to yet, with a role of the Roles page', async () => {
    const { user } = await add({ role: 'support' });
    expect(user).toMatchObject({ status: 'pending', role: 'support', twoFactor: false });
    const row = await account(user.id);
    expect(row.password_hash.startsWith('!no-login:')).toBe(true);
    expect((await listActivity(ctx, user.id)).events.map((e) => e.kind)).toEqual(['created']);
  });
  it('the role must be one of the roles', async () => {
    expect(await issuesOf(add({ role: 'wizard' }))).toEqual(['body.user.role']);
    const { user } = await add();
    expect(await issuesOf(update(user.id, { role: 'wizard' }))).toEqual(['body.fields.role']);
    await update(user.id, { role: 'support' });
    expect((await getSecurity(ctx, user.id)).events[0]).toMatchObject({ kind: 'role', from: 'user', to: 'support' });
  });
  it('the demo accounts and the sample people are listed, and every role count matches the list', async () => {
    const { users, total } = await listUsers(ctx, { q: 'demo.com', sort: 'asc', sortColumn: 'fullName', page: 1, perPage: 10 });
    expect(total).toBe(2);
    expect(users.map((u) => u.role).sort()).toEqual(['admin', 'client']);
    for (const role of (await listRoles(ctx)).roles) {
      const { total: holders } = await listUsers(ctx, { q: '', sort: 'asc', sortColumn: 'fullName', page: 1, perPage: 1, role: role.key });
      expect(role.totalUsers).toBe(holders);
    }
  });
});

describe('paging', () => {
  it('pages read one after another, back and by jumps are the slices of one long page, before and after a write', async () => {
    const family = `Pager${tag()}`;
    // Names with ties (and case differences): the id orders people of one name.
    for (let i = 0; i < 23; i++) await add({ fullName: `${['ana', 'Beto', 'carla'][i % 3]} ${family}`, company: ['Zeta', 'alfa'][i % 2] });
    const ids = async (page: number, perPage: number, sort: 'asc' | 'desc', sortColumn: 'fullName' | 'company') =>
      (await listUsers(ctx, { q: family, sort, sortColumn, page, perPage })).users.map((u) => u.id);
    for (const sortColumn of ['fullName', 'company'] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        const whole = await ids(1, 100, sort, sortColumn);
        expect(whole).toHaveLength(23);
        for (const page of [1, 2, 3, 2, 1, 3, 4]) expect(await ids(page, 5, sort, sortColumn), `${sortColumn} ${sort} page ${page}`).toEqual(whole.slice((page - 1) * 5, page * 5));
      }
    }
    // Someone sorted first joins: every page moves by one.
    await add({ fullName: `Aaa ${family}` });
    const whole = await ids(1, 100, 'asc', 'fullName');
    for (const page of [2, 3, 1]) expect(await ids(page, 5, 'asc', 'fullName')).toEqual(whole.slice((page - 1) * 5, page * 5));
  });
});

describe('update a user', () => {
  it('changes only the fields given and records what was edited and by whom', async () => {
    const { user } = await add();
    const { user: after } = await update(user.id, { fullName: 'Rosa María Peña', company: 'Faro Data' });
    expect(after).toMatchObject({ fullName: 'Rosa María Peña', company: 'Faro Data', email: user.email, role: 'user' });
    const { events } = await listActivity(ctx, user.id);
    expect(events.map((e) => e.kind)).toEqual(['edited', 'created']);
    expect(events[0].fields?.sort()).toEqual(['company', 'fullName']);
    expect(events[0].actorName).toBe('John Doe');
  });
  it("refuses another account's email or username (username case-insensitively), naming the field, nothing written", async () => {
    const a = (await add()).user;
    const b = (await add()).user;
    expect(await issuesOf(update(b.id, { email: a.email, username: a.username.toUpperCase() }))).toEqual(['body.fields.email', 'body.fields.username']);
    expect(await issuesOf(update(b.id, { email: 'client@demo.com' }))).toEqual(['body.fields.email']);
    expect((await getUser(ctx, b.id)).user.email).toBe(b.email);
    await expect(update(b.id, { email: b.email, username: b.username, contact: '+34 600 000 000' })).resolves.toBeTruthy();
  });
  it('a plan change is recorded with from and to', async () => {
    const { user } = await add();
    await update(user.id, { currentPlan: 'enterprise' });
    expect((await listActivity(ctx, user.id)).events[0]).toMatchObject({ kind: 'plan', from: 'basic', to: 'enterprise' });
  });
  it('an unknown id is not found; a change that changes nothing writes no history', async () => {
    await expect(update(999_999, { fullName: 'X' })).rejects.toBeInstanceOf(NotFound);
    const { user } = await add();
    await update(user.id, { fullName: user.fullName });
    expect((await listActivity(ctx, user.id)).events).toHaveLength(1);
  });
});

describe('suspend, delete, two-step', () => {
  const active = async () => {
    const { user } = await add();
    await t.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', user.id).execute();
    return user;
  };
  it('suspending ends every session at once; activating lets the person back; each real change is recorded once', async () => {
    const user = await active();
    await t.db.insertInto('sessions').values({ id: `s-${tag()}`, account_id: user.id, created_at: ctx.now.toISOString(), last_seen_at: ctx.now.toISOString(), ip: '', user_agent: '', revoked_at: null }).execute();
    expect((await setStatus(ctx, user.id, 'inactive')).user.status).toBe('inactive');
    await setStatus(ctx, user.id, 'inactive');
    const open = await t.db.selectFrom('sessions').select('id').where('account_id', '=', user.id).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
    expect((await setStatus(ctx, user.id, 'active')).user.status).toBe('active');
    expect((await listActivity(ctx, user.id)).events.map((e) => [e.kind, e.to])).toEqual([['status', 'active'], ['status', 'inactive'], ['created', undefined]]);
  });
  it('a pending person cannot be activated by hand: they set a password first', async () => {
    const { user } = await add();
    expect(await issuesOf(setStatus(ctx, user.id, 'active'))).toEqual(['body.status']);
  });
  it('deleting frees the e-mail, keeps the row for what it made, and the history names a deleted user', async () => {
    const user = await active();
    const other = (await add()).user;
    // The person about to be deleted edits someone: that change stays, attributed to a deleted user.
    const asUser = { ...ctx, user: { ...ctx.user, id: user.id, role: 'user' } };
    await updateUser(asUser, other.id, userFields.parse({ company: 'Brújula' }));
    await deleteUser(ctx, user.id);
    await expect(getUser(ctx, user.id)).rejects.toBeInstanceOf(NotFound);
    expect((await listUsers(ctx, { q: user.email, sort: 'asc', sortColumn: 'fullName', page: 1, perPage: 10 })).total).toBe(0);
    expect((await account(user.id)).deleted_at).not.toBeNull();
    const [edited] = (await listActivity(ctx, other.id)).events;
    expect(edited).toMatchObject({ kind: 'edited', actorName: null, actorDeleted: true });
    // The e-mail can be given to someone new.
    await expect(add({ email: user.email, username: user.username })).resolves.toBeTruthy();
  });
  it('an administrator can switch two-step off, not on', async () => {
    const user = await active();
    await t.db.updateTable('accounts').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: ctx.now.toISOString() }).where('id', '=', user.id).execute();
    expect((await getSecurity(ctx, user.id)).twoFactor).toBe(true);
    await resetTwoFactor(ctx, user.id);
    const security = await getSecurity(ctx, user.id);
    expect(security.twoFactor).toBe(false);
    expect(security.events.map((e) => [e.kind, e.enabled])).toEqual([['two-factor', false]]);
  });
});

describe('guard rails', () => {
  it('nobody changes their own role or deletes their own account', async () => {
    expect(await guardOf(update(ctx.user.id, { role: 'manager' }))).toBe('own_role');
    expect(await guardOf(deleteUser(ctx, ctx.user.id))).toBe('own_account');
    expect((await account(ctx.user.id)).role).toBe('admin');
  });
  it('the last active account able to manage roles cannot be suspended, deleted or given another role', async () => {
    // A database of its own, where the demo admin is the only one who can manage roles.
    const own = await createTestApp();
    try {
      const sole = await own.db.selectFrom('accounts').select('id').where('email', '=', 'admin@demo.com').executeTakeFirstOrThrow();
      await own.db.updateTable('accounts').set({ role: 'user' }).where('id', '!=', sole.id).where('role', '=', 'admin').execute();
      const other = await own.db.selectFrom('accounts').select('id').where('email', '=', 'client@demo.com').executeTakeFirstOrThrow();
      await own.db.updateTable('accounts').set({ role: 'admin' }).where('id', '=', other.id).execute();
      const asOther = { ...ctx, db: own.db, user: { ...ctx.user, id: other.id } };
      // With two role managers, one may go; the second refusal keeps the last.
      await setStatus(asOther, sole.id, 'inactive');
      const mine = { ...ctx, db: own.db, user: { ...ctx.user, id: sole.id } };
      expect(await guardOf(setStatus(mine, other.id, 'inactive'))).toBe('last_role_manager');
      expect(await guardOf(updateUser(mine, other.id, userFields.parse({ role: 'user' })))).toBe('last_role_manager');
      expect(await guardOf(deleteUser(mine, other.id))).toBe('last_role_manager');
      expect((await own.db.selectFrom('accounts').select(['status', 'role']).where('id', '=', other.id).executeTakeFirstOrThrow())).toEqual({ status: 'active', role: 'admin' });
      // Nor may the role itself lose the right: without full access and without the "Management" permission
      // (which grants roles: read, write, create), nobody active could manage roles.
      const admin = (await listRoles(mine)).roles.find((r) => r.key === 'admin')!;
      await own.db.deleteFrom('permission_roles').where('role', '=', 'admin').execute();
      const asClient = { ...mine, user: { ...mine.user, role: 'client' } };
      expect(await guardOf(updateRole(asClient, admin.id, roleInput.parse({ name: admin.name, permissions: matrixOf({}), fullAccess: false })))).toBe('last_role_manager');
      expect((await listRoles(mine)).roles.find((r) => r.key === 'admin')!.fullAccess).toBe(true);
    } finally {
      await own.app.close();
    }
  });
  it('nobody gives their own role more rights; taking rights away is allowed', async () => {
    const { role } = await addRole(ctx, roleInput.parse({ name: `Editor ${tag()}`, permissions: matrixOf({ roles: 'rw', todo: 'r' }) }));
    const member = { ...ctx, user: { ...ctx.user, role: role.key, rules: [], ability: buildAbility([]) } };
    expect(await guardOf(updateRole(member, role.id, roleInput.parse({ name: role.name, permissions: matrixOf({ roles: 'rw', todo: 'rw' }) })))).toBe('raise_own_role');
    await expect(updateRole(member, role.id, roleInput.parse({ name: role.name, permissions: matrixOf({ roles: 'rw' }) }))).resolves.toBeTruthy();
  });
});

describe('roles', () => {
  it('the built-in roles are seeded with keys; the admin role has full access, the client role only the base rules', async () => {
    const { roles } = await listRoles(ctx);
    expect(roles.slice(0, 6).map((r) => r.key)).toEqual(['admin', 'manager', 'user', 'support', 'restricted-user', 'client']);
    expect(roles[0].fullAccess).toBe(true);
    const rules = await t.db.selectFrom('roles').select(['key', 'rules']).where('key', 'in', ['admin', 'client']).orderBy('key').execute();
    expect(rules.map((r) => JSON.parse(r.rules))).toEqual([
      [{ action: 'manage', subject: 'all' }],
      [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }],
    ]);
    expect(roles.find((r) => r.key === 'user')!.grantedBy.map((p) => p.name)).toEqual(expect.arrayContaining(['Project Planning', 'Manage Email Sequences']));
  });
  it('add a role with its matrix (its key comes from its name); a taken name (any case) is refused naming the field', async () => {
    const name = `Auditoría ${tag()}`;
    const { role } = await addRole(ctx, roleInput.parse({ name, permissions: matrixOf({ invoices: 'r', users: 'rw' }) }));
    expect(role).toMatchObject({ name, totalUsers: 0, users: [], fullAccess: false });
    expect(role.key).toMatch(/^auditoria-/);
    const { rules } = await t.db.selectFrom('roles').select('rules').where('id', '=', role.id).executeTakeFirstOrThrow();
    expect(JSON.parse(rules)).toEqual(expect.arrayContaining([{ action: 'read', subject: 'Invoice' }, { action: 'update', subject: 'User' }, { action: 'delete', subject: 'User' }]));
    expect(JSON.parse(rules)).not.toContainEqual({ action: 'create', subject: 'User' });
    expect(await issuesOf(addRole(ctx, roleInput.parse({ name: 'MANAGER', permissions: matrixOf({}) })))).toEqual(['body.role.name']);
  });
  it('a rename keeps the role of its people (accounts name the key) and every change is in its history', async () => {
    const { role } = await addRole(ctx, roleInput.parse({ name: `Ventas ${tag()}`, permissions: matrixOf({ invoices: 'r' }) }));
    const { user } = await add({ role: role.key });
    const renamed = `${role.name} Sur`;
    const { role: after } = await updateRole(ctx, role.id, roleInput.parse({ name: renamed, permissions: matrixOf({ invoices: 'rw' }) }));
    expect(after).toMatchObject({ key: role.key, name: renamed, totalUsers: 1 });
    expect((await getUser(ctx, user.id)).user.role).toBe(role.key);
    const { events } = await roleActivity(ctx, role.id);
    expect(events.map((e) => e.kind)).toEqual(['matrix', 'renamed', 'created']);
    expect(events[0].detail).toEqual({ areas: [{ area: 'invoices', read: true, write: true, create: false }] });
    expect(events[0].actorName).toBe('John Doe');
    await expect(updateRole(ctx, 999_999, roleInput.parse({ name: 'ghost', permissions: matrixOf({}) }))).rejects.toBeInstanceOf(NotFound);
  });
});
