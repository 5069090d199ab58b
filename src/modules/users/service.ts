import type { z } from 'zod';
import { sql } from 'kysely';
import { Invalid, NotFound, type FieldIssue } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { revokeAccountSessions } from '@/platform/auth/sessions';
import { recordAudit } from '@/platform/access/audit';
import { assertRoleManagerRemains, GuardRail, OWN_ROLE } from '@/platform/access/guards';
import { DELETED_NAME } from '@/platform/access/names';
import { BROAD_SEARCH, matchesSearch, searchedTextContains } from '@/platform/db/search';
import { PEOPLE_SEARCH } from './search';
import type { Db } from '@/platform/db/database';
import { orderedPage, rowsAfter } from '@/platform/db/paging';
import { countRows } from '@/platform/db/counts';
import type { AccountTable } from '@/platform/auth/tables';
import { CSV_BOM, csvLine } from '@/platform/contract/csv';
import type { FileAnswer } from '@/platform/contract/file-answer';
import type { User, UserStats, newUser, userExportQuery, userFields, userListQuery } from './contract';
import { historySummary } from './events';
import type { UserRow } from './tables';

const COLUMNS: Record<z.output<typeof userListQuery>['sortColumn'], keyof AccountTable> = {
  fullName: 'full_name',
  email: 'email',
  role: 'role',
  currentPlan: 'current_plan',
  status: 'status',
  billing: 'billing',
  company: 'company',
  country: 'country',
};

/** What a person's entry shows: the list reads only these columns. */
const USER_COLUMNS = ['id', 'full_name', 'username', 'email', 'company', 'country', 'contact', 'role', 'current_plan', 'status', 'billing', 'avatar', 'avatar_color', 'email_verified_at', 'totp_enabled_at'] as const;

export function toUser(row: Pick<UserRow, (typeof USER_COLUMNS)[number]>): User {
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    email: row.email,
    company: row.company,
    country: row.country,
    contact: row.contact,
    role: row.role,
    currentPlan: row.current_plan as User['currentPlan'],
    status: row.status as User['status'],
    billing: row.billing as User['billing'],
    avatar: row.avatar ?? '',
    avatarColor: row.avatar_color,
    emailVerified: row.email_verified_at !== null,
    twoFactor: row.totp_enabled_at !== null,
  };
}

/** The people of the directory: every account but the deleted ones. */
const people = (db: Db) => db.selectFrom('accounts').where('deleted_at', 'is', null);

type ListFilter = z.output<typeof userExportQuery>;

/** The people the list's search and filters select. `scan`: test each row in the list's order rather than ask the search index first. */
function filteredPeople(ctx: ServiceContext, query: ListFilter, scan: boolean) {
  let q = people(ctx.db);
  // A common term in the default order is tested as the list walks the name index; on SQLite its entries carry
  // the searched text (see migrations), so no row is read.
  if (query.q) q = q.where(scan && query.sortColumn === 'fullName' ? searchedTextContains(ctx.db, PEOPLE_SEARCH, query.q) : matchesSearch(ctx.db, PEOPLE_SEARCH, query.q, scan));
  if (query.role) q = q.where('role', '=', query.role);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.currentPlan) q = q.where('current_plan', '=', query.currentPlan);
  return q;
}

/** Case-insensitive order, the id breaking ties: each sort column has an index in exactly this order (see migrations). */
const sortKey = (query: ListFilter) => sql<string>`lower(${sql.ref(COLUMNS[query.sortColumn])})`;

/** SPEC §7: q matches email, full name or billing; role, plan and status filter; sorted and paged in SQL. */
export async function listUsers(ctx: ServiceContext, query: z.output<typeof userListQuery>) {
  const total = await countRows(ctx.db, filteredPeople(ctx, query, false));
  const order = { by: sortKey(query), direction: query.sort };
  const rows = await orderedPage(ctx.db, filteredPeople(ctx, query, total > BROAD_SEARCH), order, query, (ids) => people(ctx.db).select(USER_COLUMNS).where('id', 'in', ids));
  return { users: rows.map(toUser), total };
}

/** The stat cards: every person, and how many in each status, in one grouped count (over the status index). */
export async function userStats(ctx: ServiceContext): Promise<UserStats> {
  const rows = await people(ctx.db).select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute();
  const stats: UserStats = { total: 0, active: 0, pending: 0, inactive: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    stats.total += n;
    if (row.status in stats && row.status !== 'total') stats[row.status as keyof Omit<UserStats, 'total'>] += n;
  }
  return stats;
}

/** The export's columns, in order: the contract's field names, a header that stays the same whatever the UI language. */
const EXPORT_COLUMNS = ['id', 'fullName', 'username', 'email', 'role', 'status', 'currentPlan', 'billing', 'company', 'country', 'contact', 'emailVerified', 'twoFactor'] as const;
/** Rows read per statement while exporting: memory stays flat however many people match. */
export const EXPORT_CHUNK = 500;

/**
 * Every person the list's search and filters select, in its order, as CSV. Read a chunk at a time by keyset (the
 * sort key and id of the last row read), so each statement starts where the last ended, off the sort column's index.
 */
export async function exportUsers(ctx: ServiceContext, query: ListFilter): Promise<FileAnswer> {
  const scan = (await countRows(ctx.db, filteredPeople(ctx, query, false))) > BROAD_SEARCH;
  const order = sortKey(query);
  async function* chunks() {
    yield CSV_BOM + csvLine(EXPORT_COLUMNS);
    let last: { key: string; id: number } | undefined;
    for (;;) {
      let page = filteredPeople(ctx, query, scan).select([...USER_COLUMNS, order.as('sort_key')]);
      if (last) page = page.where(rowsAfter(ctx.db, { by: order, direction: query.sort }, [last.key, last.id]));
      const rows = await page.orderBy(order, query.sort).orderBy('id', query.sort).limit(EXPORT_CHUNK).execute();
      if (rows.length === 0) return;
      yield rows
        .map((row) => {
          const user = toUser(row);
          return csvLine(EXPORT_COLUMNS.map((column) => user[column]));
        })
        .join('');
      if (rows.length < EXPORT_CHUNK) return;
      const end = rows[rows.length - 1];
      last = { key: end.sort_key, id: end.id };
    }
  }
  const day = ctx.now.toISOString().slice(0, 10);
  return { filename: `users-${day}.csv`, chunks: chunks() };
}

/** Email and username are unique among all accounts (username case-insensitively); `except` is the one being edited. */
async function takenIssues(db: Db, prefix: string, email: string | undefined, username: string | undefined, except?: number) {
  if (email === undefined && username === undefined) return [];
  let query = db
    .selectFrom('accounts')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email ?? ''), eb(eb.fn('lower', ['username']), '=', (username ?? '').toLowerCase())]));
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = await query.execute();
  const issues: FieldIssue[] = [];
  if (email !== undefined && taken.some((u) => u.email === email)) issues.push({ path: `${prefix}.email`, message: 'This email is already in use.', code: 'email_taken' });
  if (username !== undefined && taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) issues.push({ path: `${prefix}.username`, message: 'This username is already in use.', code: 'username_taken' });
  return issues;
}

async function roleIssue(db: Db, path: string, role: string): Promise<FieldIssue[]> {
  const known = await db.selectFrom('roles').select('id').where('key', '=', role).executeTakeFirst();
  return known ? [] : [{ path, message: 'No role has this name.', code: 'unknown_role' }];
}

/** Hook for the account flows: sends the invitation of a new account (set by the auth module). */
export type Invite = (ctx: ServiceContext, db: Db, accountId: number) => Promise<void>;

/**
 * A new person is an account without a password yet (pending): the invitation link lets them set
 * one. Email and username are unique; the id comes from the database (the spec's "max id + 1").
 */
export async function addUser(ctx: ServiceContext, input: z.output<typeof newUser>, invite?: Invite) {
  const issues = [...(await takenIssues(ctx.db, 'body.user', input.email, input.username)), ...(await roleIssue(ctx.db, 'body.user.role', input.role))];
  if (issues.length) throw new Invalid(issues[0].message, issues);

  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('accounts')
      .values({
        full_name: input.fullName,
        username: input.username,
        email: input.email,
        // No password produces this: the account signs in once its owner has set one.
        password_hash: `!no-login:${crypto.randomUUID()}`,
        avatar: null,
        role: input.role,
        ability: '[]',
        cart_items_count: 0,
        created_at: ctx.now.toISOString(),
        company: input.company,
        country: input.country,
        contact: input.contact,
        current_plan: input.currentPlan,
        status: 'pending',
        billing: input.billing,
        avatar_color: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(ctx, trx, 'account', row.id, 'created');
    await invite?.(ctx, trx, row.id);
    return { user: toUser(row) };
  });
}

async function findRow(db: Db, id: number) {
  const row = await people(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`User ${id} not found`);
  return row;
}

export async function getUser(ctx: ServiceContext, id: number) {
  const row = await findRow(ctx.db, id);
  return { user: toUser(row), ...(await historySummary(ctx.db, id)) };
}

const FIELD_COLUMNS = {
  fullName: 'full_name',
  username: 'username',
  email: 'email',
  company: 'company',
  country: 'country',
  contact: 'contact',
  role: 'role',
  currentPlan: 'current_plan',
  billing: 'billing',
} as const;

/**
 * Changes some fields with the rules of add (email and username stay unique, the role must exist).
 * Nobody changes their own role, and the last account able to manage roles keeps that right.
 */
export async function updateUser(ctx: ServiceContext, id: number, fields: z.output<typeof userFields>) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findRow(trx, id);
    const current = toUser(before);
    const changed = (Object.keys(FIELD_COLUMNS) as (keyof typeof FIELD_COLUMNS)[]).filter((f) => fields[f] !== undefined && fields[f] !== current[f]);
    if (changed.includes('role') && id === ctx.user.id) throw new GuardRail(403, OWN_ROLE, 'own_role');
    const issues = await takenIssues(trx, 'body.fields', changed.includes('email') ? fields.email : undefined, changed.includes('username') ? fields.username : undefined, id);
    if (changed.includes('role')) issues.push(...(await roleIssue(trx, 'body.fields.role', fields.role!)));
    if (issues.length) throw new Invalid(issues[0].message, issues);
    if (changed.length === 0) return { user: current };

    const set = Object.fromEntries(changed.map((f) => [FIELD_COLUMNS[f], fields[f]]));
    const row = await trx.updateTable('accounts').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (changed.includes('currentPlan')) await recordAudit(ctx, trx, 'account', id, 'plan', { from: current.currentPlan, to: fields.currentPlan });
    if (changed.includes('role')) {
      await recordAudit(ctx, trx, 'account', id, 'role', { from: current.role, to: fields.role });
      await assertRoleManagerRemains(trx);
    }
    const edited = changed.filter((f) => f !== 'currentPlan' && f !== 'role');
    if (edited.length) await recordAudit(ctx, trx, 'account', id, 'edited', { fields: edited });
    return { user: toUser(row) };
  });
}

/** Suspend (inactive: sign-in refused, every session ended at once) or activate; a real change is recorded. */
export async function setStatus(ctx: ServiceContext, id: number, status: 'active' | 'inactive') {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findRow(trx, id);
    if (before.status === status) return { user: toUser(before) };
    if (before.status === 'pending' && status === 'active') {
      throw new Invalid('This person has not set a password yet.', [{ path: 'body.status', message: 'This person has not set a password yet.', code: 'pending' }]);
    }
    const row = await trx.updateTable('accounts').set({ status }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (status === 'inactive') await revokeAccountSessions(trx, id, ctx.now);
    await recordAudit(ctx, trx, 'account', id, 'status', { from: before.status, to: status });
    await assertRoleManagerRemains(trx);
    return { user: toUser(row) };
  });
}

/**
 * Deletes a person: sign-in and every session end at once, the e-mail and username are freed, and
 * what they made stays readable, attributed to a deleted user.
 */
export async function deleteUser(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    await findRow(trx, id);
    if (id === ctx.user.id) throw new GuardRail(403, 'Nobody can delete their own account here.', 'own_account');
    await trx
      .updateTable('accounts')
      .set({
        deleted_at: ctx.now.toISOString(),
        status: 'inactive',
        full_name: DELETED_NAME,
        email: `deleted-${id}@deleted.invalid`,
        username: `deleted-${id}`,
        password_hash: `!no-login:${crypto.randomUUID()}`,
        avatar: null,
        contact: '',
        totp_secret: null,
        totp_enabled_at: null,
      })
      .where('id', '=', id)
      .execute();
    await revokeAccountSessions(trx, id, ctx.now);
    await recordAudit(ctx, trx, 'account', id, 'deleted');
    await assertRoleManagerRemains(trx);
    return { id };
  });
}
