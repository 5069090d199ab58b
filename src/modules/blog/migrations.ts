import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const blogMigrations: MigrationList = {
  '2026_11_25_1300_blog': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('blog_categories'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await withId(db, db.schema.createTable('blog_posts'))
        .addColumn('author_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The list pages newest first among the published; its search reads titles and excerpts.
      await db.schema.createIndex('blog_posts_status_created').on('blog_posts').columns(['status', 'created_at', 'id']).execute();
      await db.schema.createIndex('blog_posts_title_ci').on('blog_posts').expression(sql`lower(title)`).execute();

      await db.schema
        .createTable('blog_post_categories')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('blog_post_categories_pk', ['post_id', 'category_id'])
        .execute();
      await db.schema.createIndex('blog_post_categories_category').on('blog_post_categories').columns(['category_id', 'post_id']).execute();

      await withId(db, db.schema.createTable('blog_comments'))
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('blog_comments_post').on('blog_comments').columns(['post_id', 'created_at']).execute();
    },
  },
};
