import type { z } from 'zod';
import { sql } from 'kysely';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { offsetOf } from '@/platform/contract/lists';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText } from '@/platform/db/sql';
import type { User, newUser, userListQuery } from './contract';
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

/** Email and username are unique; the id comes from the database (the spec's "max id + 1"). */
export async function addUser(ctx: ServiceContext, input: z.output<typeof newUser>) {
  const taken = await ctx.db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', input.email), eb(eb.fn('lower', ['username']), '=', input.username.toLowerCase())]))
    .execute();
  const issues = [];
  if (taken.some((u) => u.email === input.email)) issues.push({ path: 'body.user.email', message: 'This email is already in use.' });
  if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) issues.push({ path: 'body.user.username', message: 'This username is already in use.' });
  if (issues.length) throw new Invalid(issues[0].message, issues);

  const row = await ctx.db
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
  return { user: toUser(row) };
}

export async function deleteUser(ctx: ServiceContext, id: number) {
  const result = await ctx.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFound(`User ${id} not found`);
  return { id };
}
