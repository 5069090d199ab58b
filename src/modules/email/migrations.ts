import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { isSqlite, withId } from '@/platform/db/sql';

export const emailMigrations: MigrationList = {
  '2026_11_23_0200_email_messages': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('email_messages'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('folder', 'text', (c) => c.notNull())
        .addColumn('from_email', 'text', (c) => c.notNull())
        .addColumn('from_name', 'text', (c) => c.notNull())
        .addColumn('from_avatar', 'text')
        .addColumn('to_list', 'text', (c) => c.notNull())
        .addColumn('cc_list', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('bcc_list', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('replies', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_starred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_messages_mailbox').on('email_messages').columns(['account_id', 'folder', 'time']).execute();
    },
  },
  '2026_11_23_1800_email_messages_paging': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // A page of a folder, or of the starred view, is a short range of one of these, newest first.
      await db.schema.createIndex('email_messages_by_folder').on('email_messages').columns(['account_id', 'folder', 'time', 'id']).execute();
      await db.schema.createIndex('email_messages_by_star').on('email_messages').columns(['account_id', 'is_starred', 'time', 'id']).execute();
      // The unread badges count a range of this one without reading a row.
      await db.schema.createIndex('email_messages_unread').on('email_messages').columns(['account_id', 'folder', 'is_read']).execute();
      await db.schema.dropIndex('email_messages_mailbox').execute();
      await createSearch(db);
    },
  },
};

/**
 * Substring search on sender names and subjects that does not read every mail: an FTS5 trigram index
 * kept in step by triggers on SQLite, pg_trgm GIN indexes on PostgreSQL (when the server offers it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSearch(db: Kysely<any>) {
  if (isSqlite(db)) {
    await sql`create virtual table email_messages_search using fts5(subject, from_name, content='email_messages', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger email_messages_search_insert after insert on email_messages begin
      insert into email_messages_search (rowid, subject, from_name) values (new.id, new.subject, new.from_name);
    end`.execute(db);
    await sql`create trigger email_messages_search_delete after delete on email_messages begin
      insert into email_messages_search (email_messages_search, rowid, subject, from_name) values ('delete', old.id, old.subject, old.from_name);
    end`.execute(db);
    await sql`create trigger email_messages_search_update after update of subject, from_name on email_messages begin
      insert into email_messages_search (email_messages_search, rowid, subject, from_name) values ('delete', old.id, old.subject, old.from_name);
      insert into email_messages_search (rowid, subject, from_name) values (new.id, new.subject, new.from_name);
    end`.execute(db);
    await sql`insert into email_messages_search (email_messages_search) values ('rebuild')`.execute(db);
    return;
  }
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index email_messages_subject_trigrams on email_messages using gin (lower(subject) gin_trgm_ops)`.execute(db);
  await sql`create index email_messages_sender_trigrams on email_messages using gin (lower(from_name) gin_trgm_ops)`.execute(db);
}
