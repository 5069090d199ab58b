import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const accountSettingsMigrations: MigrationList = {
  '2026_11_25_1200_account_settings': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const flag = (name: string, on: boolean) => [name, 'integer', (c: any) => c.notNull().defaultTo(on ? 1 : 0)] as const; // eslint-disable-line @typescript-eslint/no-explicit-any
      let table = db.schema
        .createTable('account_settings')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dob', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('social_links', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('connections', 'text', (c) => c.notNull().defaultTo('[]'));
      // The spec's defaults: on for comments, answers, announcements and product updates; off for follows and the digest.
      for (const [name, on] of [['comment_on_article', true], ['answer_on_form', true], ['follow_me', false], ['new_announcements', true], ['product_updates', true], ['blog_digest', false]] as const) {
        table = table.addColumn(...flag(name, on));
      }
      await table.addColumn('updated_at', 'text', (c) => c.notNull()).execute();
    },
  },
  '2026_11_25_1600_account_billing': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('account_cards'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_cards_account').on('account_cards').columns(['account_id', 'id']).execute();
      await withId(db, db.schema.createTable('account_addresses'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('line1', 'text', (c) => c.notNull())
        .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('postcode', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_addresses_account').on('account_addresses').columns(['account_id', 'id']).execute();
    },
  },
};
