import type { Db } from '@/platform/db/database';
import type { SeedContext } from '@/platform/module';
import { SUGGESTED_PAGES } from './routes';
import { ABOUTS, CITIES, COMMENTS, COVERS, DESIGNATIONS, PHOTOS, POLL, POSTS } from './sample';

/** Accounts that sample likes, comments, votes and connections come from. */
async function colleagues(db: Db, accountId: number, limit: number) {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '<>', accountId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** The organisation's people know a few of each other, so suggestions have friends in common. */
export async function seedProfileConnections({ db, now, random }: SeedContext) {
  const people = await colleagues(db, 0, 60);
  const seen = new Set<string>();
  const rows = [];
  for (const id of people) {
    for (const other of random.some(people, 2, 4)) {
      const pair = [Math.min(id, other), Math.max(id, other)].join('-');
      if (other === id || seen.has(pair)) continue;
      seen.add(pair);
      rows.push({ account_id: id, other_id: other, created_at: now.toISOString() });
    }
  }
  if (rows.length) await db.insertInto('profile_connections').values(rows).execute();
}

/** A sample profile of one's own: about, photos, posts liked and commented by colleagues, a poll, a few connections. */
export async function seedProfileForAccount({ db, now, random }: SeedContext, accountId: number) {
  const account = await db.selectFrom('accounts').select('username').where('id', '=', accountId).executeTakeFirstOrThrow();
  const others = await colleagues(db, accountId, 40);
  await db
    .insertInto('profiles')
    .values({
      account_id: accountId,
      designation: random.pick(DESIGNATIONS),
      about: random.pick(ABOUTS),
      lives: random.pick(CITIES),
      website: `https://example.com/${encodeURIComponent(account.username)}`,
      cover_img: random.pick(COVERS),
      photos: JSON.stringify(random.some(PHOTOS, PHOTOS.length, PHOTOS.length)),
    })
    .execute();

  // Oldest first, so ids follow time; the newest post is a couple of hours old.
  for (const [i, sample] of POSTS.entries()) {
    const age = (POSTS.length - i) * 26 * 60 + random.int(0, 300);
    const created = minutesBefore(now, age);
    const { id } = await db
      .insertInto('profile_posts')
      .values({ account_id: accountId, body: sample.body, image: sample.photo ? PHOTOS[sample.photo - 1] : null, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const likers = random.some(others, 0, Math.min(12, others.length));
    if (random.bool(0.3)) likers.push(accountId);
    if (likers.length) {
      await db
        .insertInto('profile_post_likes')
        .values(likers.map((who, n) => ({ post_id: id, account_id: who, created_at: minutesBefore(now, age - n - 1) })))
        .execute();
    }
    const commenters = random.some(others, 0, Math.min(3, others.length));
    if (commenters.length) {
      await db
        .insertInto('profile_post_comments')
        .values(commenters.map((who, n) => ({ post_id: id, account_id: who, body: random.pick(COMMENTS), created_at: minutesBefore(now, age - 10 * (n + 1)) })))
        .execute();
    }
  }

  const poll = await db.insertInto('profile_polls').values({ account_id: accountId, question: POLL.question, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  const options: number[] = [];
  for (const [position, name] of POLL.options.entries()) {
    options.push((await db.insertInto('profile_poll_options').values({ poll_id: poll.id, name, position }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const voters = random.some(others, Math.min(8, others.length), Math.min(20, others.length));
  if (voters.length) {
    await db
      .insertInto('profile_poll_votes')
      .values(voters.map((who, n) => ({ poll_id: poll.id, account_id: who, option_id: random.pick(options), created_at: minutesBefore(now, n + 1) })))
      .execute();
  }

  const linked = await db
    .selectFrom('profile_connections')
    .select(['account_id', 'other_id'])
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('other_id', '=', accountId)]))
    .execute();
  const already = new Set(linked.map((row) => (row.account_id === accountId ? row.other_id : row.account_id)));
  const friends = random.some(others, 2, 4).filter((id) => !already.has(id));
  if (friends.length) await db.insertInto('profile_connections').values(friends.map((other) => ({ account_id: accountId, other_id: other, created_at: now.toISOString() }))).execute();

  await db.insertInto('profile_page_follows').values({ account_id: accountId, page_key: random.pick(SUGGESTED_PAGES).key }).execute();
}
