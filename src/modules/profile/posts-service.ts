import type { z } from 'zod';
import { sql, type SqlBool } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import { encodeCursor } from '@/platform/contract/cursor';
import { NotFound } from '@/platform/contract/errors';
import type { Post, PostComment, PostLikes, postsQuery } from './contract';
import { COMMENTS_SHOWN, FACES_SHOWN } from './routes';
import { countPerGroup, latestPerGroup, toPerson } from './people';

/** What a post's likes look like to the signed-in account, for each of the given posts. */
export async function likesOf(ctx: ServiceContext, postIds: number[]): Promise<Map<number, PostLikes>> {
  const [counts, mine, faces] = await Promise.all([
    countPerGroup(ctx, 'profile_post_likes', 'post_id', postIds),
    postIds.length ? ctx.db.selectFrom('profile_post_likes').select('post_id').where('account_id', '=', ctx.user.id).where('post_id', 'in', postIds).execute() : [],
    latestPerGroup(ctx, { table: 'profile_post_likes', group: 'post_id', ids: postIds, limit: FACES_SHOWN }),
  ]);
  const liked = new Set(mine.map((row) => row.post_id));
  return new Map(
    postIds.map((id) => [id, { id, likes: counts.get(id) ?? 0, youLiked: liked.has(id), likedUsers: faces.filter((face) => face.group_id === id).map(toPerson) }]),
  );
}

/** The newest comments of each post, oldest first, and how many each has. */
async function commentsOf(ctx: ServiceContext, postIds: number[]) {
  const [counts, newest] = await Promise.all([
    countPerGroup(ctx, 'profile_post_comments', 'post_id', postIds),
    latestPerGroup<{ id: number; body: string }>(ctx, { table: 'profile_post_comments', group: 'post_id', ids: postIds, limit: COMMENTS_SHOWN, extra: ['id', 'body'] }),
  ]);
  const shown = new Map<number, PostComment[]>();
  for (const row of newest) {
    const list = shown.get(row.group_id) ?? [];
    list.unshift({ id: Number(row.id), author: toPerson(row), comment: row.body, createdAt: row.created_at });
    shown.set(row.group_id, list);
  }
  return { counts, shown };
}

/**
 * One page of the signed-in account's posts, newest first, read off the (account, time, id) index from where
 * the cursor's post was; the next cursor when more follow.
 */
export async function listPosts(ctx: ServiceContext, query: z.output<typeof postsQuery>) {
  let select = ctx.db
    .selectFrom('profile_posts as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.body', 'p.image', 'p.created_at', 'a.id as person_id', 'a.full_name', 'a.avatar'])
    .where('p.account_id', '=', ctx.user.id);
  const { cursor } = query;
  if (cursor) {
    select = select.where(sql<SqlBool>`p.created_at <= ${cursor.key} and (p.created_at < ${cursor.key} or p.id < ${cursor.id})`);
  }
  const rows = await select.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(query.perPage + 1).execute();
  const more = rows.length > query.perPage;
  const page = more ? rows.slice(0, query.perPage) : rows;
  const ids = page.map((row) => row.id);
  const [likes, comments] = await Promise.all([likesOf(ctx, ids), commentsOf(ctx, ids)]);
  const post: Post[] = page.map((row) => ({
    ...likes.get(row.id)!,
    author: toPerson(row),
    body: row.body,
    image: row.image,
    createdAt: row.created_at,
    comments: comments.counts.get(row.id) ?? 0,
    detailedComments: comments.shown.get(row.id) ?? [],
  }));
  const last = page.at(-1);
  return { post, nextCursor: more && last ? encodeCursor({ sort: 'latest', key: last.created_at, id: last.id }) : null };
}

/** A post of the signed-in account's profile, or 404 (unknown, or on someone else's profile). */
export async function ownPost(ctx: ServiceContext, postId: number) {
  const found = await ctx.db.selectFrom('profile_posts').select('id').where('id', '=', postId).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (!found) throw new NotFound('No such post on your profile');
  return found.id;
}

/** Likes a post: a second like changes nothing. */
export async function likePost(ctx: ServiceContext, postId: number): Promise<PostLikes> {
  await ownPost(ctx, postId);
  await ctx.db
    .insertInto('profile_post_likes')
    .values({ post_id: postId, account_id: ctx.user.id, created_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.columns(['post_id', 'account_id']).doNothing())
    .execute();
  return (await likesOf(ctx, [postId])).get(postId)!;
}

/** Takes a like back: without one, nothing changes. */
export async function unlikePost(ctx: ServiceContext, postId: number): Promise<PostLikes> {
  await ownPost(ctx, postId);
  await ctx.db.deleteFrom('profile_post_likes').where('post_id', '=', postId).where('account_id', '=', ctx.user.id).execute();
  return (await likesOf(ctx, [postId])).get(postId)!;
}

/** A comment by the signed-in account; answers it with the post's new comment count. */
export async function commentOnPost(ctx: ServiceContext, input: { postId: number; comment: string }) {
  await ownPost(ctx, input.postId);
  const created = ctx.now.toISOString();
  const row = await ctx.db
    .insertInto('profile_post_comments')
    .values({ post_id: input.postId, account_id: ctx.user.id, body: input.comment, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const author = await ctx.db.selectFrom('accounts').select(['id as person_id', 'full_name', 'avatar']).where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
  const comments = (await countPerGroup(ctx, 'profile_post_comments', 'post_id', [input.postId])).get(input.postId) ?? 0;
  return { comment: { id: row.id, author: toPerson(author), comment: input.comment, createdAt: created }, comments };
}

/** The organisation's newest posts by other people. */
export async function feed(ctx: ServiceContext, limit = 5) {
  const rows = await ctx.db
    .selectFrom('profile_posts as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.body', 'p.created_at', 'a.id as person_id', 'a.full_name', 'a.avatar'])
    .where('p.account_id', '<>', ctx.user.id)
    .where('a.deleted_at', 'is', null)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, author: toPerson(row), body: row.body, createdAt: row.created_at }));
}
