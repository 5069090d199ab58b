import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';

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
};
