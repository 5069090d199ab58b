import type { ServiceContext } from '@/platform/auth/context';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { Poll } from './contract';
import { FACES_SHOWN } from './routes';
import { countPerGroup, latestPerGroup, toPerson } from './people';

/** The polls of the signed-in account's profile (or the one asked for), with results from the stored votes. */
export async function pollsOf(ctx: ServiceContext, pollId?: number): Promise<Poll[]> {
  let select = ctx.db.selectFrom('profile_polls').select(['id', 'question']).where('account_id', '=', ctx.user.id);
  if (pollId !== undefined) select = select.where('id', '=', pollId);
  const polls = await select.orderBy('id').execute();
  if (polls.length === 0) return [];
  const pollIds = polls.map((p) => p.id);
  const [options, mine] = await Promise.all([
    ctx.db.selectFrom('profile_poll_options').select(['id', 'poll_id', 'name']).where('poll_id', 'in', pollIds).orderBy('poll_id').orderBy('position').execute(),
    ctx.db.selectFrom('profile_poll_votes').select(['poll_id', 'option_id']).where('account_id', '=', ctx.user.id).where('poll_id', 'in', pollIds).execute(),
  ]);
  const optionIds = options.map((o) => o.id);
  const [votes, faces] = await Promise.all([
    countPerGroup(ctx, 'profile_poll_votes', 'option_id', optionIds),
    latestPerGroup(ctx, { table: 'profile_poll_votes', group: 'option_id', ids: optionIds, limit: FACES_SHOWN }),
  ]);
  return polls.map((p) => {
    const own = options.filter((o) => o.poll_id === p.id);
    const total = own.reduce((sum, o) => sum + (votes.get(o.id) ?? 0), 0);
    return {
      id: p.id,
      question: p.question,
      totalVotes: total,
      yourVote: mine.find((vote) => vote.poll_id === p.id)?.option_id ?? null,
      options: own.map((o) => {
        const count = votes.get(o.id) ?? 0;
        return {
          id: o.id,
          name: o.name,
          votes: count,
          result: total === 0 ? 0 : Math.round((count * 100) / total),
          votedUser: faces.filter((face) => face.group_id === o.id).map(toPerson),
        };
      }),
    };
  });
}

/** One vote per account per poll: voting again for another option moves the vote. */
export async function vote(ctx: ServiceContext, input: { pollId: number; optionId: number }): Promise<Poll> {
  const poll = await ctx.db.selectFrom('profile_polls').select('id').where('id', '=', input.pollId).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (!poll) throw new NotFound('No such poll on your profile');
  const option = await ctx.db.selectFrom('profile_poll_options').select('id').where('id', '=', input.optionId).where('poll_id', '=', poll.id).executeTakeFirst();
  if (!option) throw new Invalid('This poll has no such option', [{ path: 'body.optionId', message: 'This poll has no such option', code: 'invalid_value' }]);
  await ctx.db
    .insertInto('profile_poll_votes')
    .values({ poll_id: poll.id, account_id: ctx.user.id, option_id: option.id, created_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.columns(['poll_id', 'account_id']).doUpdateSet({ option_id: option.id, created_at: ctx.now.toISOString() }))
    .execute();
  return (await pollsOf(ctx, poll.id))[0];
}
