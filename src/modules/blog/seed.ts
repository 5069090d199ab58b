import type { SeedContext } from '@/platform/module';
import { BLOG_CATEGORIES, SAMPLE_COMMENTS, SAMPLE_POSTS } from './sample-posts';
import './tables';

const DAY = 86_400_000;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The categories, twelve posts by sample people (one every few days before today) and a few comments on each. */
export async function seedBlog({ db, random, now }: SeedContext) {
  const categories = await db
    .insertInto('blog_categories')
    .values(BLOG_CATEGORIES.map((c, position) => ({ name: c.name, icon: c.icon, position })))
    .returning(['id', 'name'])
    .execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const people = (await db.selectFrom('accounts').select('id').orderBy('id').limit(12).execute()).map((a) => a.id);
  const author = (i: number) => (people.length ? people[i % people.length] : null);
  for (const [i, post] of SAMPLE_POSTS.entries()) {
    const created = new Date(now.getTime() - (i * 3 + 1) * DAY - random.int(0, 600) * 60_000).toISOString();
    const content = post.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
    const { id } = await db
      .insertInto('blog_posts')
      .values({ author_id: author(i), title: post.title, slug: post.slug, excerpt: post.excerpt, content, image: `/images/blog/${post.slug}.svg`, status: post.status, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('blog_post_categories')
      .values(post.categories.flatMap((name) => { const category_id = categoryId.get(name); return category_id ? [{ post_id: id, category_id }] : []; }))
      .execute();
    const count = post.status === 'draft' ? 0 : random.int(1, 3);
    for (let k = 0; k < count; k++) {
      const at = new Date(Date.parse(created) + (k + 1) * random.int(30, 600) * 60_000);
      await db
        .insertInto('blog_comments')
        .values({ post_id: id, account_id: author(i + k + 1), text: SAMPLE_COMMENTS[(i + k) % SAMPLE_COMMENTS.length], created_at: new Date(Math.min(at.getTime(), now.getTime() - 60_000)).toISOString() })
        .execute();
    }
  }
}
