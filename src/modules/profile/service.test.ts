import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { createTestApp } from '@/server/test-app';
import { postsQuery } from './contract';
import { profileData } from './service';
import { likePost, listPosts } from './posts-service';
import { pollsOf, vote } from './polls-service';

let t: Awaited<ReturnType<typeof createTestApp>>;
const NOW = new Date('2026-11-25T10:00:00Z');

/** An account with no sample profile, so every row here is the test's own. */
async function account(name: string): Promise<ServiceContext> {
  const row = await t.db
    .insertInto('accounts')
    .values({ full_name: name, username: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, password_hash: 'x', avatar: null, role: 'client', ability: '[]', cart_items_count: 0, created_at: NOW.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = [{ action: 'read', subject: 'Auth' }];
  return { db: t.db, now: NOW, user: { id: row.id, role: 'client', rules, ability: buildAbility(rules) } };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('the profile of an account without sample data', () => {
  it('is empty but whole: the account’s own header, no posts, no poll', async () => {
    const ctx = await account('Vacia');
    const data = await profileData(ctx);
    expect(data.header).toMatchObject({ fullName: 'Vacia', avatar: null, designation: '', connections: 0 });
    expect(data.userAbout).toMatchObject({ email: 'vacia@example.com', joined: NOW.toISOString() });
    expect(data.post).toEqual([]);
    expect(data.nextCursor).toBeNull();
    expect(data.polls).toEqual([]);
  });
});

describe('posts paging', () => {
  it('posts written at the same moment are each read once, the newest id first', async () => {
    const ctx = await account('Gemela');
    const at = '2026-11-20T08:00:00.000Z';
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await t.db.insertInto('profile_posts').values({ account_id: ctx.user.id, body: `p${i}`, image: null, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listPosts(ctx, postsQuery.parse({ perPage: 2, cursor }));
      seen.push(...page.post.map((p) => p.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
  it('shows only the account’s own posts', async () => {
    const a = await account('Propia');
    const b = await account('Otra');
    await t.db.insertInto('profile_posts').values({ account_id: b.user.id, body: 'de otra', image: null, created_at: NOW.toISOString() }).execute();
    expect((await listPosts(a, postsQuery.parse({}))).post).toEqual([]);
  });
});

describe('likes and votes', () => {
  it('the liked users are the latest likers, the liker first', async () => {
    const ctx = await account('Gustos');
    const post = await t.db.insertInto('profile_posts').values({ account_id: ctx.user.id, body: 'hola', image: null, created_at: NOW.toISOString() }).returning('id').executeTakeFirstOrThrow();
    const likes = await likePost({ ...ctx, now: new Date(NOW.getTime() + 1000) }, post.id);
    expect(likes).toMatchObject({ likes: 1, youLiked: true, likedUsers: [{ id: ctx.user.id, fullName: 'Gustos' }] });
  });
  it('results are whole percentages of the stored votes; an option nobody chose is 0', async () => {
    const ctx = await account('Encuestas');
    const voters = [await account('V1'), await account('V2'), ctx];
    const poll = await t.db.insertInto('profile_polls').values({ account_id: ctx.user.id, question: '¿Sí o no?', created_at: NOW.toISOString() }).returning('id').executeTakeFirstOrThrow();
    const options: number[] = [];
    for (const [position, name] of ['Sí', 'No', 'Quizá'].entries()) {
      options.push((await t.db.insertInto('profile_poll_options').values({ poll_id: poll.id, name, position }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await t.db.insertInto('profile_poll_votes').values([
      { poll_id: poll.id, account_id: voters[0].user.id, option_id: options[0], created_at: NOW.toISOString() },
      { poll_id: poll.id, account_id: voters[1].user.id, option_id: options[1], created_at: NOW.toISOString() },
    ]).execute();
    const voted = await vote(ctx, { pollId: poll.id, optionId: options[0] });
    expect(voted.options.map((o) => [o.votes, o.result])).toEqual([[2, 67], [1, 33], [0, 0]]);
    expect(voted.yourVote).toBe(options[0]);
    // Voting again for the same option changes nothing.
    await vote(ctx, { pollId: poll.id, optionId: options[0] });
    expect((await pollsOf(ctx))[0].totalVotes).toBe(3);
  });
});
