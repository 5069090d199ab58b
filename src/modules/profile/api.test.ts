import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { COMMENT_MAX, POSTS_PER_PAGE } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = admin.headers) => t.app.inject({ method, url: `/api/profile${url}`, payload, headers });

/** A fresh account of its own (registration gives it its own sample profile). */
async function newAccount(name: string) {
  const stamp = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: stamp, email: `${stamp}@example.com`, password: 'secreto-largo' } });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { accessToken: string; userData: { id: number; fullName: string } };
  return { id: body.userData.id, headers: { authorization: `Bearer ${body.accessToken}` } };
}

interface PostBody {
  id: number;
  likes: number;
  youLiked: boolean;
  likedUsers: { id: number }[];
  comments: number;
  detailedComments: { comment: string; author: { id: number } }[];
}

describe('authentication', () => {
  it.each([
    ['GET', '/data'],
    ['GET', '/posts'],
    ['POST', '/posts/like'],
    ['POST', '/posts/unlike'],
    ['POST', '/posts/comment'],
    ['POST', '/polls/vote'],
    ['POST', '/suggestions/connect'],
    ['POST', '/pages/follow'],
  ] as const)('401 for %s %s without a token, before reading the input', async (method, url) => {
    const res = await call(method, url, method === 'POST' ? {} : undefined, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/profile/data', () => {
  it('answers the signed-in account’s own profile: header from the account, posts, photos, suggestions, a poll', async () => {
    const res = await call('GET', '/data');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.header).toMatchObject({ fullName: 'John Doe', username: 'johndoe', avatar: '/images/avatars/1.svg' });
    expect(data.header.designation).not.toBe('');
    expect(data.userAbout.email).toBe('admin@demo.com');
    expect(data.post).toHaveLength(POSTS_PER_PAGE);
    expect(data.nextCursor).toEqual(expect.any(String));
    expect(data.latestPhotos.length).toBeGreaterThan(0);
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(data.suggestions.every((s: { connected: boolean; id: number }) => !s.connected && s.id !== admin.userData.id)).toBe(true);
    expect(data.polls).toHaveLength(1);
    expect(data.polls[0].options.length).toBeGreaterThan(1);
    expect(data.suggestedPages.length).toBeGreaterThan(0);
    // The feed is other people's posts.
    expect(data.twitterFeeds.every((f: { author: { id: number } }) => f.author.id !== admin.userData.id)).toBe(true);
  });
  it('a new account gets its own sample profile, with its own name and no avatar', async () => {
    const other = await newAccount('perfil');
    const data = (await call('GET', '/data', undefined, other.headers)).json();
    expect(data.header.avatar).toBeNull();
    expect(data.post.length).toBe(POSTS_PER_PAGE);
    const mine = (await call('GET', '/data')).json();
    expect(data.post.map((p: { id: number }) => p.id)).not.toEqual(mine.post.map((p: { id: number }) => p.id));
  });
});

describe('GET /api/profile/posts', () => {
  it('pages through every post once, newest first', async () => {
    const seen: { id: number; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/posts?perPage=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { post: { id: number; createdAt: string }[]; nextCursor: string | null };
      expect(page.post.length).toBeLessThanOrEqual(3);
      seen.push(...page.post);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(10);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    const times = seen.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
  it.each([
    ['cursor=nonsense', 'query.cursor'],
    ['perPage=0', 'query.perPage'],
    ['perPage=1000', 'query.perPage'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await call('GET', `/posts?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('likes', () => {
  it('liking twice counts once; unliking takes it back, twice changes nothing; the list agrees', async () => {
    const account = await newAccount('likes');
    const first = (await call('GET', '/data', undefined, account.headers)).json().post[0] as PostBody;
    if (first.youLiked) await call('POST', '/posts/unlike', { postId: first.id }, account.headers);
    const base = ((await call('GET', '/posts', undefined, account.headers)).json().post[0] as PostBody).likes;

    const liked = await call('POST', '/posts/like', { postId: first.id }, account.headers);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({ id: first.id, likes: base + 1, youLiked: true });
    expect(liked.json().likedUsers[0].id).toBe(account.id);
    const again = await call('POST', '/posts/like', { postId: first.id }, account.headers);
    expect(again.json()).toMatchObject({ likes: base + 1, youLiked: true });
    const listed = (await call('GET', '/posts', undefined, account.headers)).json().post[0] as PostBody;
    expect(listed).toMatchObject({ id: first.id, likes: base + 1, youLiked: true });

    const unliked = await call('POST', '/posts/unlike', { postId: first.id }, account.headers);
    expect(unliked.json()).toMatchObject({ likes: base, youLiked: false });
    expect(unliked.json().likedUsers.map((u: { id: number }) => u.id)).not.toContain(account.id);
    expect((await call('POST', '/posts/unlike', { postId: first.id }, account.headers)).json()).toMatchObject({ likes: base, youLiked: false });
  });
  it('404 for an unknown post and for a post on someone else’s profile', async () => {
    const other = await newAccount('ajeno');
    const theirs = (await call('GET', '/data', undefined, other.headers)).json().post[0] as PostBody;
    expect((await call('POST', '/posts/like', { postId: 999999 })).statusCode).toBe(404);
    expect((await call('POST', '/posts/like', { postId: theirs.id })).statusCode).toBe(404);
    expect((await call('POST', '/posts/unlike', { postId: theirs.id })).statusCode).toBe(404);
    expect((await call('POST', '/posts/comment', { postId: theirs.id, comment: 'hola' })).statusCode).toBe(404);
  });
  it('400 naming postId for a missing or malformed id', async () => {
    for (const payload of [{}, { postId: 'x' }, { postId: -1 }]) {
      const res = await call('POST', '/posts/like', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('body.postId');
    }
  });
});

describe('comments', () => {
  it('201 with the comment as typed; it shows under the post, newest last', async () => {
    const post = (await call('GET', '/posts')).json().post[1] as PostBody;
    const text = `<b>Nos vemos</b> el lunes ${Date.now()}`;
    const res = await call('POST', '/posts/comment', { postId: post.id, comment: `  ${text}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ comment: { comment: text, author: { id: admin.userData.id } }, comments: post.comments + 1 });
    const again = ((await call('GET', '/posts')).json().post as PostBody[]).find((p) => p.id === post.id)!;
    expect(again.comments).toBe(post.comments + 1);
    expect(again.detailedComments.at(-1)?.comment).toBe(text);
  });
  it.each([
    [{ comment: '   ' }, 'body.comment'],
    [{ comment: 'x'.repeat(COMMENT_MAX + 1) }, 'body.comment'],
    [{}, 'body.comment'],
  ])('400 naming the field and writing nothing for %#', async (payload, path) => {
    const post = (await call('GET', '/posts')).json().post[2] as PostBody;
    const res = await call('POST', '/posts/comment', { postId: post.id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(((await call('GET', '/posts')).json().post[2] as PostBody).comments).toBe(post.comments);
  });
});

describe('polls', () => {
  it('one vote per account; voting for another option moves it; results are the stored shares', async () => {
    const account = await newAccount('votos');
    const poll = (await call('GET', '/data', undefined, account.headers)).json().polls[0] as { id: number; totalVotes: number; yourVote: number | null; options: { id: number; votes: number }[] };
    expect(poll.yourVote).toBeNull();
    const [a, b] = poll.options;
    const first = await call('POST', '/polls/vote', { pollId: poll.id, optionId: a.id }, account.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ yourVote: a.id, totalVotes: poll.totalVotes + 1 });
    expect(first.json().options[0].votes).toBe(a.votes + 1);

    const moved = (await call('POST', '/polls/vote', { pollId: poll.id, optionId: b.id }, account.headers)).json();
    expect(moved).toMatchObject({ yourVote: b.id, totalVotes: poll.totalVotes + 1 });
    expect(moved.options[0].votes).toBe(a.votes);
    expect(moved.options[1].votes).toBe(b.votes + 1);
    expect(moved.options[1].votedUser[0].id).toBe(account.id);
    for (const option of moved.options) expect(option.result).toBe(Math.round((option.votes * 100) / moved.totalVotes));

    const reread = (await call('GET', '/data', undefined, account.headers)).json().polls[0];
    expect(reread).toEqual(moved);
  });
  it('404 for an unknown poll or someone else’s; 400 naming optionId for an option of no such poll', async () => {
    const other = await newAccount('encuesta');
    const theirs = (await call('GET', '/data', undefined, other.headers)).json().polls[0];
    const mine = (await call('GET', '/data')).json().polls[0];
    expect((await call('POST', '/polls/vote', { pollId: 999999, optionId: mine.options[0].id })).statusCode).toBe(404);
    expect((await call('POST', '/polls/vote', { pollId: theirs.id, optionId: theirs.options[0].id })).statusCode).toBe(404);
    const wrong = await call('POST', '/polls/vote', { pollId: mine.id, optionId: theirs.options[0].id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('body.optionId');
  });
});

describe('suggestions and pages', () => {
  it('connecting is kept: the person leaves the suggestions and the connection count grows; disconnecting undoes it', async () => {
    const account = await newAccount('conecta');
    const before = (await call('GET', '/data', undefined, account.headers)).json();
    const person = before.suggestions[0];
    const res = await call('POST', '/suggestions/connect', { accountId: person.id, connected: true }, account.headers);
    expect(res.json()).toEqual({ accountId: person.id, connected: true });
    const after = (await call('GET', '/data', undefined, account.headers)).json();
    expect(after.header.connections).toBe(before.header.connections + 1);
    expect(after.suggestions.map((s: { id: number }) => s.id)).not.toContain(person.id);
    await call('POST', '/suggestions/connect', { accountId: person.id, connected: false }, account.headers);
    expect((await call('GET', '/data', undefined, account.headers)).json().header.connections).toBe(before.header.connections);
  });
  it('404 for an unknown person or oneself', async () => {
    expect((await call('POST', '/suggestions/connect', { accountId: 999999, connected: true })).statusCode).toBe(404);
    expect((await call('POST', '/suggestions/connect', { accountId: admin.userData.id, connected: true })).statusCode).toBe(404);
  });
  it('following a page is kept; 400 naming the field for an unknown page', async () => {
    const account = await newAccount('paginas');
    const page = (await call('GET', '/data', undefined, account.headers)).json().suggestedPages.find((p: { followed: boolean }) => !p.followed);
    expect((await call('POST', '/pages/follow', { page: page.key, followed: true }, account.headers)).statusCode).toBe(200);
    const again = (await call('GET', '/data', undefined, account.headers)).json().suggestedPages.find((p: { key: string }) => p.key === page.key);
    expect(again.followed).toBe(true);
    const bad = await call('POST', '/pages/follow', { page: 'nope', followed: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.page');
  });
});
