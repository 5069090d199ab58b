import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'PUT';
type Headers = Record<string, string>;
const call = (method: Method, url: string, payload?: object, headers: Headers = admin.headers) => t.app.inject({ method, url: `/api${url}`, payload, headers });
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const anyPost = async () => (await call('GET', '/blog/list/data?perPage=1')).json().posts[0] as { id: number; title: string };
const draftId = async () => (await t.db.selectFrom('blog_posts').select('id').where('status', '=', 'draft').executeTakeFirstOrThrow()).id;
const editBody = (over: object = {}) => ({ blogTitle: 'Título nuevo', slug: 'titulo-nuevo', blogCategories: [], status: 'published', excerpt: 'Resumen', content: '<p>Hola</p>', ...over });

describe('who may call (401 before 403 before 400)', () => {
  const reads: [Method, string, object?][] = [
    ['GET', '/blog/list/data'],
    ['GET', '/blog/list/data/sidebar'],
    ['GET', '/blog/list/data/detail/1'],
    ['POST', '/blog/list/data/detail/1/comments', {}],
  ];
  const edits: [Method, string, object?][] = [
    ['GET', '/blog/list/data/edit/1'],
    ['PUT', '/blog/list/data/edit/1', {}],
    ['POST', '/blog/list/data/edit/1/image', {}],
  ];
  it.each([...reads, ...edits])('%s %s: 401 without a token', async (method, url, body) => {
    expect((await call(method, url, body, {})).statusCode).toBe(401);
  });
  it.each(edits)('%s %s: 403 for a role without the blog area', async (method, url, body) => {
    expect((await call(method, url, body, client.headers)).statusCode).toBe(403);
  });
  it('reading and commenting need only a sign-in', async () => {
    const post = await anyPost();
    expect((await call('GET', '/blog/list/data', undefined, client.headers)).statusCode).toBe(200);
    expect((await call('GET', `/blog/list/data/detail/${post.id}`, undefined, client.headers)).statusCode).toBe(200);
    expect((await call('POST', `/blog/list/data/detail/${post.id}/comments`, { commentText: 'Desde el cliente' }, client.headers)).statusCode).toBe(201);
  });
});

describe('GET /api/blog/list/data', () => {
  it('pages the published posts newest first with their authors, categories and comment counts', async () => {
    const res = await call('GET', '/blog/list/data?perPage=5', undefined, client.headers);
    expect(res.statusCode).toBe(200);
    const { posts, total } = res.json() as { posts: { blogPosted: string; status: string; tags: string[]; comment: number; userFullName: string }[]; total: number };
    expect(total).toBe(11);
    expect(posts).toHaveLength(5);
    expect(posts.every((p) => p.status === 'published' && p.tags.length > 0 && p.userFullName)).toBe(true);
    expect(posts.map((p) => p.blogPosted)).toEqual([...posts.map((p) => p.blogPosted)].sort().reverse());
    const page3 = (await call('GET', '/blog/list/data?perPage=5&page=3', undefined, client.headers)).json();
    expect(page3.posts).toHaveLength(1);
  });
  it('shows drafts to those who may edit', async () => {
    expect((await call('GET', '/blog/list/data')).json().total).toBe(12);
  });
  it('searches titles and excerpts, and filters by category', async () => {
    const found = (await call('GET', '/blog/list/data?q=MASA%20MADRE')).json();
    expect(found.posts.map((p: { title: string }) => p.title)).toEqual(['Pan de masa madre sin prisas']);
    const food = (await call('GET', '/blog/list/data?category=food&perPage=20', undefined, client.headers)).json();
    expect(food.total).toBe(3);
    expect(food.posts.every((p: { tags: string[] }) => p.tags.includes('food'))).toBe(true);
    expect((await call('GET', '/blog/list/data?q=%25')).json().total).toBe(0);
  });
  it.each([['page=0', 'query.page'], ['perPage=500', 'query.perPage']])('400 naming the field for %s', async (qs, path) => {
    const res = await call('GET', `/blog/list/data?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('GET /api/blog/list/data/sidebar', () => {
  it('answers four recent published posts and the categories with their counts', async () => {
    const res = await call('GET', '/blog/list/data/sidebar', undefined, client.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recentPosts).toHaveLength(4);
    expect(body.categories.map((c: { category: string }) => c.category)).toEqual(['fashion', 'food', 'gaming', 'quote', 'video']);
    expect(body.categories.find((c: { category: string }) => c.category === 'food').count).toBe(3);
  });
});

describe('detail and comments', () => {
  it('answers one post with its comments; 404 for an unknown id and for a draft to a reader', async () => {
    const post = await anyPost();
    const res = await call('GET', `/blog/list/data/detail/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().blog).toMatchObject({ id: post.id, title: post.title });
    expect(res.json().blog.comments).toBe(res.json().comments.length);
    expect((await call('GET', '/blog/list/data/detail/999999')).statusCode).toBe(404);
    expect((await call('GET', `/blog/list/data/detail/${await draftId()}`, undefined, client.headers)).statusCode).toBe(404);
    expect((await call('GET', '/blog/list/data/detail/abc')).json().issues[0].path).toBe('params.id');
  });
  it('201 saves a comment by the signed-in account, shown last', async () => {
    const post = await anyPost();
    const res = await call('POST', `/blog/list/data/detail/${post.id}/comments`, { commentText: '  Muy bueno  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toMatchObject({ commentText: 'Muy bueno', userFullName: expect.any(String) });
    const comments = (await call('GET', `/blog/list/data/detail/${post.id}`)).json().comments;
    expect(comments.at(-1).commentText).toBe('Muy bueno');
  });
  it.each([[{}], [{ commentText: '   ' }], [{ commentText: 'x'.repeat(1001) }]])('400 naming body.commentText for %j', async (payload) => {
    const post = await anyPost();
    const res = await call('POST', `/blog/list/data/detail/${post.id}/comments`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.commentText');
  });
  it('404 commenting on an unknown post', async () => {
    expect((await call('POST', '/blog/list/data/detail/999999/comments', { commentText: 'Hola' })).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('answers the form and saves it: sanitised content, categories, status; the list shows the change', async () => {
    const id = await draftId();
    const form = (await call('GET', `/blog/list/data/edit/${id}`)).json();
    expect(form).toMatchObject({ id, status: 'draft', featuredImage: expect.stringMatching(/^\/images\/blog\/.+\.svg$/) });
    const sidebar = (await call('GET', '/blog/list/data/sidebar')).json();
    const quote = sidebar.categories.find((c: { category: string }) => c.category === 'quote').id;
    const res = await call('PUT', `/blog/list/data/edit/${id}`, editBody({ blogTitle: 'Edición publicada', slug: 'edicion-publicada', blogCategories: [quote], content: '<p onclick="x()">Hola<script>alert(1)</script></p><img src=x onerror=alert(1)>' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ blogTitle: 'Edición publicada', slug: 'edicion-publicada', status: 'published', blogCategories: [{ value: quote, label: 'quote' }], content: '<p>Hola</p>' });
    const listed = (await call('GET', '/blog/list/data?q=Edici%C3%B3n%20publicada', undefined, client.headers)).json();
    expect(listed.posts[0]).toMatchObject({ id, title: 'Edición publicada', tags: ['quote'] });
  });
  it.each([
    [{ slug: 'Con Mayúsculas' }, 'body.slug'],
    [{ slug: '-guion' }, 'body.slug'],
    [{ blogTitle: '' }, 'body.blogTitle'],
    [{ status: 'archived' }, 'body.status'],
    [{ blogCategories: [999999] }, 'body.blogCategories'],
  ])('400 for %j naming %s', async (over, path) => {
    const post = await anyPost();
    const res = await call('PUT', `/blog/list/data/edit/${post.id}`, editBody({ slug: `libre-${post.id}`, ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
  it('400 naming body.slug when another post has it', async () => {
    const [a, b] = (await call('GET', '/blog/list/data?perPage=2')).json().posts as { id: number }[];
    const taken = (await call('GET', `/blog/list/data/edit/${b.id}`)).json().slug;
    const res = await call('PUT', `/blog/list/data/edit/${a.id}`, editBody({ slug: taken }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'body.slug', code: 'slug_taken' });
  });
  it('404 for an unknown post', async () => {
    expect((await call('GET', '/blog/list/data/edit/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/blog/list/data/edit/999999', editBody({ slug: 'nadie' }))).statusCode).toBe(404);
  });
  it('uploads a featured image served from the file store; refuses what is not an image', async () => {
    const post = await anyPost();
    const res = await call('POST', `/blog/list/data/edit/${post.id}/image`, { file: PNG });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().featuredImage as string;
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const bad = await call('POST', `/blog/list/data/edit/${post.id}/image`, { file: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'body.file', code: 'wrong_file_type' });
  });
});
