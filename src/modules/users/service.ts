import type { z } from 'zod';
import { sql } from 'kysely';
import { Invalid, NotFound, type FieldIssue } from '@/platform/contract/errors';
import { offsetOf } from '@/platform/contract/lists';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText } from '@/platform/db/sql';
import type { Db } from '@/platform/db/database';
import type { User, newUser, userFields, userListQuery } from './contract';
import { historySummary, recordEvent } from './events';
import type { UserRow, UserTable } from './tables';

const COLUMNS: Record<z.output<typeof userListQuery>['sortColumn'], keyof UserTable> = {
  fullName: 'full_name',
  email: 'email',
  role: 'role',
  currentPlan: 'current_plan',
  status: 'status',
  billing: 'billing',
  company: 'company',
  country: 'country',
  accessRole: 'access_role',
};

function toUser(row: UserRow): User {
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    email: row.email,
    company: row.company,
    country: row.country,
    contact: row.contact,
    role: row.role as User['role'],
    currentPlan: row.current_plan as User['currentPlan'],
    status: row.status as User['status'],
    billing: row.billing as User['billing'],
    avatar: row.avatar,
    avatarColor: row.avatar_color,
    accessRole: row.access_role,
  };
}

/** SPEC §7: q matches email, full name or billing; role, plan and status filter; sorted and paged in SQL. */
export async function listUsers(ctx: ServiceContext, query: z.output<typeof userListQuery>) {
  let filtered = ctx.db.selectFrom('users');
  if (query.q) {
    filtered = filtered.where((eb) => eb.or([containsText(eb.ref('email'), query.q), containsText(eb.ref('full_name'), query.q), containsText(eb.ref('billing'), query.q)]));
  }
  if (query.role) filtered = filtered.where('role', '=', query.role);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.currentPlan) filtered = filtered.where('current_plan', '=', query.currentPlan);
  if (query.accessRole) filtered = filtered.where('access_role', '=', query.accessRole);

  const column = COLUMNS[query.sortColumn];
  // Case-insensitive order; the plain column breaks ties so it can use the index on the default sort.
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy(sql`lower(${sql.ref(column)})`, query.sort)
      .orderBy('id', query.sort)
      .limit(query.perPage)
      .offset(offsetOf(query.page, query.perPage))
      .execute(),
  ]);
  return { users: rows.map(toUser), total: Number(total) };
}

type Issue = FieldIssue;

/** Email and username are unique (username case-insensitively); `except` is the user being edited. */
async function takenIssues(db: Db, prefix: string, email: string | undefined, username: string | undefined, except?: number) {
  if (email === undefined && username === undefined) return [];
  let query = db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email ?? ''), eb(eb.fn('lower', ['username']), '=', (username ?? '').toLowerCase())]));
  if (except !== undefined) query = query.where('id', '!=', except);
  const taken = await query.execute();
  const issues: Issue[] = [];
  if (email !== undefined && taken.some((u) => u.email === email)) issues.push({ path: `${prefix}.email`, message: 'This email is already in use.', code: 'email_taken' });
  if (username !== undefined && taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) issues.push({ path: `${prefix}.username`, message: 'This username is already in use.', code: 'username_taken' });
  return issues;
}

/** Email and username are unique; the id comes from the database (the spec's "max id + 1"). */
export async function addUser(ctx: ServiceContext, input: z.output<typeof newUser>) {
  const issues = await takenIssues(ctx.db, 'body.user', input.email, input.username);
  if (issues.length) throw new Invalid(issues[0].message, issues);

  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        full_name: input.fullName,
        username: input.username,
        email: input.email,
        company: input.company,
        country: input.country,
        contact: input.contact,
        role: input.role,
        current_plan: input.currentPlan,
        status: 'active',
        billing: input.billing,
        avatar: '',
        avatar_color: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(ctx, trx, row.id, 'created');
    return { user: toUser(row) };
  });
}

async function findRow(db: Db, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
  accessRole: 'access_role',
} as const;

/**
 * Changes some fields with the rules of add (email and username stay unique, the access role must
 * exist). The history records a plan change, an access-role change and the other fields edited.
 */
export async function updateUser(ctx: ServiceContext, id: number, fields: z.output<typeof userFields>) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findRow(trx, id);
    const current = toUser(before);
    const changed = (Object.keys(FIELD_COLUMNS) as (keyof typeof FIELD_COLUMNS)[]).filter((f) => fields[f] !== undefined && fields[f] !== current[f]);
    const issues = await takenIssues(trx, 'body.fields', changed.includes('email') ? fields.email : undefined, changed.includes('username') ? fields.username : undefined, id);
    if (changed.includes('accessRole')) {
      const known = await trx.selectFrom('roles').select('id').where('name', '=', fields.accessRole!).executeTakeFirst();
      if (!known) issues.push({ path: 'body.fields.accessRole', message: 'No role has this name.', code: 'unknown_role' });
    }
    if (issues.length) throw new Invalid(issues[0].message, issues);
    if (changed.length === 0) return { user: current };

    const set = Object.fromEntries(changed.map((f) => [FIELD_COLUMNS[f], fields[f]]));
    const row = await trx.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (changed.includes('currentPlan')) await recordEvent(ctx, trx, id, 'plan', { from: current.currentPlan, to: fields.currentPlan });
    if (changed.includes('accessRole')) await recordEvent(ctx, trx, id, 'access-role', { from: current.accessRole, to: fields.accessRole });
    const edited = changed.filter((f) => f !== 'currentPlan' && f !== 'accessRole');
    if (edited.length) await recordEvent(ctx, trx, id, 'edited', { fields: edited });
    return { user: toUser(row) };
  });
}

/** Suspend (inactive) or activate; a real change is recorded in the history. */
export async function setStatus(ctx: ServiceContext, id: number, status: User['status']) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findRow(trx, id);
    if (before.status === status) return { user: toUser(before) };
    const row = await trx.updateTable('users').set({ status }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordEvent(ctx, trx, id, 'status', { from: before.status, to: status });
    return { user: toUser(row) };
  });
}

export async function deleteUser(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_events').where('user_id', '=', id).execute();
    const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFound(`User ${id} not found`);
    return { id };
  });
}
