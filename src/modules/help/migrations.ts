import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';
import { writeHelpContent } from './fill';

export const helpMigrations: MigrationList = {
  '2026_11_25_1200_help': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('faq_entries'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('faq_entries_lang').on('faq_entries').columns(['lang', 'position']).execute();

      await withId(db, db.schema.createTable('kb_categories'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('img', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('icon_color', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kb_categories_lang_category').on('kb_categories').columns(['lang', 'category']).unique().execute();

      await withId(db, db.schema.createTable('kb_questions'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_on', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kb_questions_lang_category_slug').on('kb_questions').columns(['lang', 'category', 'slug']).unique().execute();

      await withId(db, db.schema.createTable('pricing_plans'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('img', 'text', (c) => c.notNull())
        .addColumn('benefits', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'integer', (c) => c.notNull())
        .addColumn('per_month', 'integer', (c) => c.notNull())
        .addColumn('total_annual', 'integer', (c) => c.notNull())
        .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('pricing_plans_lang_plan').on('pricing_plans').columns(['lang', 'plan']).unique().execute();

      await withId(db, db.schema.createTable('pricing_questions'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pricing_questions_lang').on('pricing_questions').columns(['lang', 'position']).execute();

      // The help text is the product's own, not sample data: every database has it, with or without SAMPLE_DATA.
      await writeHelpContent(db);
    },
  },
};
