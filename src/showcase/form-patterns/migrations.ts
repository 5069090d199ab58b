import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const formPatternsMigrations: MigrationList = {
  '2026_11_27_1700_showcase_forms': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('showcase_form_accounts'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('showcase_form_accounts_owner').on('showcase_form_accounts').columns(['account_id', 'source', 'id']).execute();
      await db.schema.createIndex('showcase_form_accounts_username').on('showcase_form_accounts').columns(['account_id', 'username']).execute();

      await withId(db, db.schema.createTable('showcase_form_teams'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('members', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('showcase_form_teams_owner').on('showcase_form_teams').columns(['account_id', 'name']).execute();
    },
  },
};
