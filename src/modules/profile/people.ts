import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import type { Person } from './contract';

export interface PersonRow {
  person_id: number;
  full_name: string;
  avatar: string | null;
}

export const toPerson = (row: PersonRow): Person => ({ id: row.person_id, fullName: row.full_name, avatar: row.avatar });

/** The latest `limit` rows of `table` per group, with who made them: liked users, voters, newest comments. */
export async function latestPerGroup<Extra extends object = object>(
  ctx: ServiceContext,
  options: { table: 'profile_post_likes' | 'profile_poll_votes' | 'profile_post_comments'; group: 'post_id' | 'option_id'; ids: number[]; limit: number; extra?: string[] },
) {
  if (options.ids.length === 0) return [];
  const extra = (options.extra ?? []).map((column) => sql`, t.${sql.ref(column)}`);
  const tie = options.table === 'profile_post_comments' ? sql`t.id` : sql`t.account_id`;
  const { rows } = await sql<PersonRow & { group_id: number; created_at: string } & Extra>`
    select * from (
      select t.${sql.ref(options.group)} as group_id, t.created_at, a.id as person_id, a.full_name, a.avatar ${sql.join(extra, sql``)},
        row_number() over (partition by t.${sql.ref(options.group)} order by t.created_at desc, ${tie} desc) as nth
      from ${sql.table(options.table)} t join accounts a on a.id = t.account_id
      where t.${sql.ref(options.group)} in (${sql.join(options.ids)})
    ) ranked
    where nth <= ${options.limit}
    order by group_id, nth`.execute(ctx.db);
  return rows.map((row) => ({ ...row, group_id: Number(row.group_id) }));
}

/** How many rows of `table` each group has. */
export async function countPerGroup(ctx: ServiceContext, table: 'profile_post_likes' | 'profile_poll_votes' | 'profile_post_comments', group: 'post_id' | 'option_id', ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const { rows } = await sql<{ group_id: number; n: number | string }>`
    select ${sql.ref(group)} as group_id, count(*) as n from ${sql.table(table)} where ${sql.ref(group)} in (${sql.join(ids)}) group by ${sql.ref(group)}`.execute(ctx.db);
  for (const row of rows) counts.set(Number(row.group_id), Number(row.n));
  return counts;
}
