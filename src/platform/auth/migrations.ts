import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { withId } from '@/platform/db/sql';

export const authMigrations: MigrationList = {
  '2026_11_22_0001_auth': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('accounts'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('ability', 'text', (c) => c.notNull())
        .addColumn('cart_items_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withId(db, db.schema.createTable('refresh_tokens'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('token_digest', 'text', (c) => c.notNull().unique())
        .addColumn('family', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family').execute();
    },
  },
  '2026_11_23_0001_auth_limits': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // Failed sign-ins per account, counted in a window that starts at the first failure.
      await db.schema.alterTable('accounts').addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('accounts').addColumn('failed_login_at', 'text').execute();
      // Set when a refresh token was traded for its successor (revoked_at alone may also mean signed out).
      await db.schema.alterTable('refresh_tokens').addColumn('rotated_at', 'text').execute();
    },
  },
  '2026_11_23_1050_sessions': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').columns(['account_id', 'revoked_at']).execute();
      await db.schema.createIndex('refresh_tokens_account').on('refresh_tokens').columns(['account_id']).execute();
      // Tokens from before sessions name none: they stop, and everyone signs in again once.
      await db.updateTable('refresh_tokens').set({ revoked_at: new Date().toISOString() }).where('revoked_at', 'is', null).execute();
    },
  },
  '2026_11_23_1200_api_keys': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('api_keys'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('key_digest', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').columns(['account_id', 'revoked_at']).execute();
    },
  },
  '2026_11_23_1200_account_tokens': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The links mailed to an account (password reset, invitation, address check), kept only as digests.
      await withId(db, db.schema.createTable('account_tokens'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('token_digest', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_tokens_account').on('account_tokens').columns(['account_id', 'purpose']).execute();
    },
  },
  '2026_11_23_1300_recovery_codes': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('recovery_codes'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('code_digest', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('recovery_codes_account').on('recovery_codes').columns(['account_id', 'code_digest']).execute();
    },
  },
  '2026_11_23_1310_two_factor_challenges': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // One row per challenge a correct password earned: how many codes were tried with it, and whether it was spent.
      await db.schema
        .createTable('two_factor_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('two_factor_challenges_expiry').on('two_factor_challenges').column('expires_at').execute();
      await db.schema.alterTable('accounts').addColumn('totp_last_step', 'integer').execute();
    },
  },
};
