import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import type { PageKey } from './routes';
import type { Suggestion } from './contract';
import { SUGGESTED_PAGES } from './routes';

const SUGGESTIONS_SHOWN = 5;

/** The people the signed-in account is connected with (either of the two may have asked). */
const friendsOf = (me: number) => sql`(select other_id from profile_connections where account_id = ${me} union select account_id from profile_connections where other_id = ${me})`;

export async function connectionCount(ctx: ServiceContext) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${friendsOf(ctx.user.id)} friends`.execute(ctx.db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * People to connect with: friends of friends first (most friends in common first), then anyone else of the
 * organisation, never someone already connected.
 */
export async function suggestions(ctx: ServiceContext): Promise<Suggestion[]> {
  const me = ctx.user.id;
  const friends = friendsOf(me);
  const { rows: common } = await sql<{ person_id: number; n: number | string }>`
    select person as person_id, count(*) as n from (
      select other_id as person, account_id as via from profile_connections where account_id in ${friends}
      union
      select account_id, other_id from profile_connections where other_id in ${friends}
    ) fof
    where person <> ${me} and person not in ${friends}
    group by person`.execute(ctx.db);
  const mutual = new Map(common.map((row) => [Number(row.person_id), Number(row.n)]));
  const candidates = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'full_name', 'avatar'])
    .where('id', 'in', [0, ...mutual.keys()])
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .execute();
  candidates.sort((a, b) => (mutual.get(b.id) ?? 0) - (mutual.get(a.id) ?? 0) || a.id - b.id);
  const chosen = candidates.slice(0, SUGGESTIONS_SHOWN);
  if (chosen.length < SUGGESTIONS_SHOWN) {
    const more = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'full_name', 'avatar'])
      .where('id', '<>', me)
      .where('id', 'not in', [0, ...chosen.map((c) => c.id)])
      .where(sql<boolean>`id not in ${friends}`)
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(SUGGESTIONS_SHOWN - chosen.length)
      .execute();
    chosen.push(...more);
  }
  return chosen.map((row) => ({ id: row.id, fullName: row.full_name, avatar: row.avatar, mutualFriends: mutual.get(row.id) ?? 0, connected: false }));
}

/** Connects with someone of the organisation, or ends the connection (whoever had asked for it). */
export async function connect(ctx: ServiceContext, input: { accountId: number; connected: boolean }) {
  const me = ctx.user.id;
  const other = await ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', input.accountId)
    .where('id', '<>', me)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!other) throw new NotFound('No such person to connect with');
  await ctx.db
    .deleteFrom('profile_connections')
    .where((eb) => eb.or([eb.and([eb('account_id', '=', me), eb('other_id', '=', other.id)]), eb.and([eb('account_id', '=', other.id), eb('other_id', '=', me)])]))
    .execute();
  if (input.connected) await ctx.db.insertInto('profile_connections').values({ account_id: me, other_id: other.id, created_at: ctx.now.toISOString() }).execute();
  return { accountId: other.id, connected: input.connected };
}

export async function suggestedPages(ctx: ServiceContext) {
  const follows = await ctx.db.selectFrom('profile_page_follows').select('page_key').where('account_id', '=', ctx.user.id).execute();
  const followed = new Set(follows.map((row) => row.page_key));
  return SUGGESTED_PAGES.map((page) => ({ ...page, followed: followed.has(page.key) }));
}

export async function followPage(ctx: ServiceContext, input: { page: PageKey; followed: boolean }) {
  if (input.followed) {
    await ctx.db
      .insertInto('profile_page_follows')
      .values({ account_id: ctx.user.id, page_key: input.page })
      .onConflict((oc) => oc.columns(['account_id', 'page_key']).doNothing())
      .execute();
  } else {
    await ctx.db.deleteFrom('profile_page_follows').where('account_id', '=', ctx.user.id).where('page_key', '=', input.page).execute();
  }
  return input;
}
