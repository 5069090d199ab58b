import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid } from '@/platform/contract/errors';
import type { AccountBody, AccountSource, RegistrationBody, SampleAccount, Team, TeamBody, WizardBody } from './contract';
import { LIST_LIMIT } from './routes';
import './tables';

/** Names nobody may take, whatever they saved before: what a real sign-up would keep for itself. */
export const RESERVED_USERNAMES = ['admin', 'root', 'support', 'tablero'];

type AccountRow = { id: number; source: string; full_name: string; username: string; email: string; details: string; created_at: string };

const toAccount = (row: AccountRow): SampleAccount => ({
  id: row.id,
  source: row.source as AccountSource,
  fullName: row.full_name,
  username: row.username,
  email: row.email,
  details: JSON.parse(row.details) as Record<string, string>,
  createdAt: row.created_at,
});

/** The person's latest sample accounts, of one source when asked. */
export async function listAccounts(ctx: ServiceContext, source?: AccountSource): Promise<{ accounts: SampleAccount[]; total: number }> {
  let query = ctx.db.selectFrom('showcase_form_accounts').where('account_id', '=', ctx.user.id);
  if (source) query = query.where('source', '=', source);
  const [rows, count] = await Promise.all([
    query.select(['id', 'source', 'full_name', 'username', 'email', 'details', 'created_at']).orderBy('id', 'desc').limit(LIST_LIMIT).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { accounts: rows.map(toAccount), total: Number(count.n) };
}

/** A rule only the server can check: the username is reserved or this person already used it. */
async function refuseTakenUsername(ctx: ServiceContext, username: string) {
  const wanted = username.toLowerCase();
  const used = await ctx.db.selectFrom('showcase_form_accounts').select('id').where('account_id', '=', ctx.user.id).where('username', '=', wanted).executeTakeFirst();
  if (used || RESERVED_USERNAMES.includes(wanted)) {
    throw new Invalid('This username is already in use.', [{ path: 'body.username', message: 'This username is already in use.', code: 'username_taken' }]);
  }
}

async function saveAccount(ctx: ServiceContext, source: AccountSource, fields: { fullName: string; username: string; email: string }, details: Record<string, string | number | boolean | undefined>) {
  await refuseTakenUsername(ctx, fields.username);
  const kept = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  const row = await ctx.db
    .insertInto('showcase_form_accounts')
    .values({
      account_id: ctx.user.id,
      source,
      full_name: fields.fullName,
      username: fields.username.toLowerCase(),
      email: fields.email,
      details: JSON.stringify(kept),
      created_at: ctx.now.toISOString(),
    })
    .returning(['id', 'source', 'full_name', 'username', 'email', 'details', 'created_at'])
    .executeTakeFirstOrThrow();
  return { account: toAccount(row) };
}

export function addAccount(ctx: ServiceContext, body: AccountBody) {
  const { layout, fullName, username, email, phone, country, company } = body;
  return saveAccount(ctx, layout, { fullName, username, email }, { phone, country, company });
}

export function register(ctx: ServiceContext, body: RegistrationBody) {
  const { fullName, username, email, website, age, phone, birthDate } = body;
  return saveAccount(ctx, 'validation', { fullName, username, email }, { website, age, phone, birthDate });
}

export function wizard(ctx: ServiceContext, body: WizardBody) {
  const { firstName, lastName, username, email, country, birthDate, plan, orientation } = body;
  return saveAccount(ctx, 'wizard', { fullName: `${firstName} ${lastName}`, username, email }, { country, birthDate, plan, stepper: orientation });
}

type TeamRow = { id: number; name: string; members: string; created_at: string };
const toTeam = (row: TeamRow): Team => ({ id: row.id, name: row.name, members: JSON.parse(row.members) as Team['members'], createdAt: row.created_at });

export async function listTeams(ctx: ServiceContext): Promise<{ teams: Team[]; total: number }> {
  const query = ctx.db.selectFrom('showcase_form_teams').where('account_id', '=', ctx.user.id);
  const [rows, count] = await Promise.all([
    query.select(['id', 'name', 'members', 'created_at']).orderBy('id', 'desc').limit(LIST_LIMIT).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { teams: rows.map(toTeam), total: Number(count.n) };
}

/** Saves a team; a name this person already gave another team is refused on its field. */
export async function addTeam(ctx: ServiceContext, body: TeamBody): Promise<{ team: Team }> {
  const taken = await ctx.db
    .selectFrom('showcase_form_teams')
    .select('id')
    .where('account_id', '=', ctx.user.id)
    .where(sql<string>`lower(name)`, '=', body.name.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new Invalid('You already have a team with this name.', [{ path: 'body.name', message: 'You already have a team with this name.', code: 'team_name_taken' }]);
  const row = await ctx.db
    .insertInto('showcase_form_teams')
    .values({ account_id: ctx.user.id, name: body.name, members: JSON.stringify(body.members), created_at: ctx.now.toISOString() })
    .returning(['id', 'name', 'members', 'created_at'])
    .executeTakeFirstOrThrow();
  return { team: toTeam(row) };
}
