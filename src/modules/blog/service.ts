import type { z } from 'zod';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { likePattern, offsetOf } from '@/platform/contract/lists';
import type { ServiceContext } from '@/platform/auth/context';
import type { BlogComment, BlogEdit, BlogListItem, blogEditInput, blogListQuery } from './contract';
import { POST_STATUSES, RECENT_POSTS } from './routes';
import { sanitizePostHtml } from './sanitize';
import './tables';

type Status = (typeof POST_STATUSES)[number];
const statusOf = (value: string): Status => (value === 'draft' ? 'draft' : 'published');
/** Whoever may change posts also sees drafts; everyone else reads only what is published. */
export const mayEdit = (ctx: ServiceContext) => ctx.user.ability.can('update', 'Blog');
const DELETED_AUTHOR = '—';

const postsWithAuthor = (ctx: ServiceContext) =>
  ctx.db
    .selectFrom('blog_posts as p')
    .leftJoin('accounts as a', 'a.id', 'p.author_id')
    .$if(!mayEdit(ctx), (qb) => qb.where('p.status', '=', 'published'));

async function tagsOf(ctx: ServiceContext, postIds: number[]) {
  const tags = new Map<number, string[]>();
  if (postIds.length === 0) return tags;
  const rows = await ctx.db
    .selectFrom('blog_post_categories as pc')
    .innerJoin('blog_categories as c', 'c.id', 'pc.category_id')
    .select(['pc.post_id', 'c.name'])
    .where('pc.post_id', 'in', postIds)
    .orderBy('c.position')
    .execute();
  for (const row of rows) tags.set(row.post_id, [...(tags.get(row.post_id) ?? []), row.name]);
  return tags;
}

export async function listPosts(ctx: ServiceContext, query: z.output<typeof blogListQuery>) {
  let base = postsWithAuthor(ctx);
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['p.title']), 'like', pattern), eb(eb.fn('lower', ['p.excerpt']), 'like', pattern)]));
  }
  if (query.category) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_post_categories as pc')
          .innerJoin('blog_categories as c', 'c.id', 'pc.category_id')
          .select('pc.post_id')
          .whereRef('pc.post_id', '=', 'p.id')
          .where('c.name', '=', query.category),
      ),
    );
  }
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.image', 'p.title', 'p.excerpt', 'p.status', 'p.created_at', 'a.avatar', 'a.full_name'])
    .select((eb) => eb.selectFrom('blog_comments as bc').whereRef('bc.post_id', '=', 'p.id').select((e) => e.fn.countAll<number>().as('c')).as('comments'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.perPage)
    .offset(offsetOf(query.page, query.perPage))
    .execute();
  const tags = await tagsOf(ctx, rows.map((r) => r.id));
  const posts: BlogListItem[] = rows.map((r) => ({
    id: r.id,
    img: r.image,
    title: r.title,
    avatar: r.avatar ?? null,
    userFullName: r.full_name ?? DELETED_AUTHOR,
    blogPosted: r.created_at,
    tags: tags.get(r.id) ?? [],
    excerpt: r.excerpt,
    comment: Number(r.comments ?? 0),
    status: statusOf(r.status),
  }));
  return { posts, total: Number(n) };
}

export async function getSidebar(ctx: ServiceContext) {
  const recent = await ctx.db
    .selectFrom('blog_posts')
    .select(['id', 'image', 'title', 'created_at'])
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_POSTS)
    .execute();
  const categories = await ctx.db
    .selectFrom('blog_categories as c')
    .select(['c.id', 'c.name', 'c.icon'])
    .select((eb) =>
      eb
        .selectFrom('blog_post_categories as pc')
        .innerJoin('blog_posts as p', 'p.id', 'pc.post_id')
        .whereRef('pc.category_id', '=', 'c.id')
        .where('p.status', '=', 'published')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('posts'),
    )
    .orderBy('c.position')
    .execute();
  return {
    recentPosts: recent.map((r) => ({ id: r.id, img: r.image, title: r.title, createdTime: r.created_at })),
    categories: categories.map((c) => ({ id: c.id, category: c.name, icon: c.icon, count: Number(c.posts ?? 0) })),
  };
}

async function commentsOf(ctx: ServiceContext, postId: number): Promise<BlogComment[]> {
  const rows = await ctx.db
    .selectFrom('blog_comments as c')
    .leftJoin('accounts as a', 'a.id', 'c.account_id')
    .select(['c.id', 'c.text', 'c.created_at', 'a.avatar', 'a.full_name'])
    .where('c.post_id', '=', postId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, avatar: r.avatar ?? null, userFullName: r.full_name ?? DELETED_AUTHOR, commentedAt: r.created_at, commentText: r.text }));
}

export async function getPost(ctx: ServiceContext, id: number) {
  const row = await postsWithAuthor(ctx)
    .select(['p.id', 'p.image', 'p.title', 'p.content', 'p.status', 'p.created_at', 'a.avatar', 'a.full_name'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound('No such post');
  const comments = await commentsOf(ctx, id);
  const tags = await tagsOf(ctx, [id]);
  return {
    blog: {
      id: row.id,
      img: row.image,
      title: row.title,
      avatar: row.avatar ?? null,
      userFullName: row.full_name ?? DELETED_AUTHOR,
      createdTime: row.created_at,
      tags: tags.get(id) ?? [],
      content: row.content,
      comments: comments.length,
      status: statusOf(row.status),
    },
    comments,
  };
}

export async function addComment(ctx: ServiceContext, postId: number, text: string) {
  const post = await postsWithAuthor(ctx).select('p.id').where('p.id', '=', postId).executeTakeFirst();
  if (!post) throw new NotFound('No such post');
  const { id } = await ctx.db
    .insertInto('blog_comments')
    .values({ post_id: postId, account_id: ctx.user.id, text, created_at: ctx.now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = (await commentsOf(ctx, postId)).find((c) => c.id === id);
  if (!comment) throw new NotFound('No such comment');
  return { comment };
}

export async function getEdit(ctx: ServiceContext, id: number): Promise<BlogEdit> {
  const row = await ctx.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such post');
  const categories = await ctx.db
    .selectFrom('blog_post_categories as pc')
    .innerJoin('blog_categories as c', 'c.id', 'pc.category_id')
    .select(['c.id', 'c.name'])
    .where('pc.post_id', '=', id)
    .orderBy('c.position')
    .execute();
  return {
    id: row.id,
    blogTitle: row.title,
    blogCategories: categories.map((c) => ({ value: c.id, label: c.name })),
    slug: row.slug,
    status: statusOf(row.status),
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.image,
  };
}

export async function savePost(ctx: ServiceContext, id: number, input: z.output<typeof blogEditInput>): Promise<BlogEdit> {
  const exists = await ctx.db.selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new NotFound('No such post');
  const taken = await ctx.db.selectFrom('blog_posts').select('id').where('slug', '=', input.slug).where('id', '<>', id).executeTakeFirst();
  if (taken) {
    const message = 'Another post already has this slug';
    throw new Invalid(message, [{ path: 'body.slug', message, code: 'slug_taken' }]);
  }
  const categoryIds = [...new Set(input.blogCategories)];
  if (categoryIds.length > 0) {
    const known = await ctx.db.selectFrom('blog_categories').select('id').where('id', 'in', categoryIds).execute();
    if (known.length !== categoryIds.length) {
      const message = 'Choose categories from the list';
      throw new Invalid(message, [{ path: 'body.blogCategories', message, code: 'unknown_category' }]);
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('blog_posts')
      .set({ title: input.blogTitle, slug: input.slug, status: input.status, excerpt: input.excerpt.trim(), content: sanitizePostHtml(input.content), updated_at: ctx.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('blog_post_categories').where('post_id', '=', id).execute();
    if (categoryIds.length > 0) await trx.insertInto('blog_post_categories').values(categoryIds.map((category_id) => ({ post_id: id, category_id }))).execute();
  });
  return getEdit(ctx, id);
}
