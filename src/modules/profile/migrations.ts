import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

const account = 'accounts.id';

export const profileMigrations: MigrationList = {
  '2026_11_25_1200_profile': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profiles')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references(account).onDelete('cascade'))
        .addColumn('designation', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('lives', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('cover_img', 'text', (c) => c.notNull())
        .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      await withId(db, db.schema.createTable('profile_posts'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // A page of a profile's posts is a short range of this index, newest first.
      await db.schema.createIndex('profile_posts_by_account').on('profile_posts').columns(['account_id', 'created_at', 'id']).execute();
      // The organisation's newest posts (the feed).
      await db.schema.createIndex('profile_posts_by_time').on('profile_posts').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('profile_post_likes')
        .addColumn('post_id', 'integer', (c) => c.notNull().references('profile_posts.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_post_likes_pk', ['post_id', 'account_id'])
        .execute();

      await withId(db, db.schema.createTable('profile_post_comments'))
        .addColumn('post_id', 'integer', (c) => c.notNull().references('profile_posts.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profile_post_comments_by_post').on('profile_post_comments').columns(['post_id', 'created_at', 'id']).execute();

      await withId(db, db.schema.createTable('profile_polls'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profile_polls_by_account').on('profile_polls').columns(['account_id', 'id']).execute();

      await withId(db, db.schema.createTable('profile_poll_options'))
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('profile_polls.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profile_poll_options_by_poll').on('profile_poll_options').columns(['poll_id', 'position']).execute();

      await db.schema
        .createTable('profile_poll_votes')
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('profile_polls.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('option_id', 'integer', (c) => c.notNull().references('profile_poll_options.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_poll_votes_pk', ['poll_id', 'account_id'])
        .execute();
      await db.schema.createIndex('profile_poll_votes_by_option').on('profile_poll_votes').columns(['option_id', 'created_at']).execute();

      await db.schema
        .createTable('profile_connections')
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('other_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_connections_pk', ['account_id', 'other_id'])
        .execute();
      await db.schema.createIndex('profile_connections_by_other').on('profile_connections').columns(['other_id', 'account_id']).execute();

      await db.schema
        .createTable('profile_page_follows')
        .addColumn('account_id', 'integer', (c) => c.notNull().references(account).onDelete('cascade'))
        .addColumn('page_key', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_page_follows_pk', ['account_id', 'page_key'])
        .execute();
    },
  },
};
