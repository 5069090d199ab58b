import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { isSqlite, withId } from '@/platform/db/sql';
import { TASK_SORT_SQL } from './sorts';

export const todoMigrations: MigrationList = {
  '2026_11_22_0100_todo_tasks': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('todo_tasks'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('assignee_name', 'text')
        .addColumn('assignee_avatar', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_important', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('todo_tasks_account').on('todo_tasks').columns(['account_id', 'is_deleted']).execute();
    },
  },
  '2026_11_23_1800_todo_tasks_paging': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // One index per sort, led by what every list filters on, so a page is a short index range.
      const indexes = { created_at: TASK_SORT_SQL.latest, title: TASK_SORT_SQL['title-asc'], assignee: TASK_SORT_SQL.assignee, due_date: TASK_SORT_SQL['due-date'] };
      for (const [name, expression] of Object.entries(indexes)) {
        await sql`create index ${sql.id(`todo_tasks_by_${name}`)} on todo_tasks (account_id, is_deleted, ${sql.raw(expression)}, id)`.execute(db);
      }
      // Counting a view reads only this index, never the rows.
      await db.schema.createIndex('todo_tasks_counts').on('todo_tasks').columns(['account_id', 'is_deleted', 'is_important', 'is_completed', 'tags']).execute();
      await db.schema.dropIndex('todo_tasks_account').execute();
      await createTitleSearch(db);
    },
  },
};

/**
 * Substring search on titles that does not read every row: an FTS5 trigram index kept in step by
 * triggers on SQLite, a pg_trgm GIN index on PostgreSQL (when the server offers the extension).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTitleSearch(db: Kysely<any>) {
  if (isSqlite(db)) {
    await sql`create virtual table todo_tasks_search using fts5(title, content='todo_tasks', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger todo_tasks_search_insert after insert on todo_tasks begin
      insert into todo_tasks_search (rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`create trigger todo_tasks_search_delete after delete on todo_tasks begin
      insert into todo_tasks_search (todo_tasks_search, rowid, title) values ('delete', old.id, old.title);
    end`.execute(db);
    await sql`create trigger todo_tasks_search_update after update of title on todo_tasks begin
      insert into todo_tasks_search (todo_tasks_search, rowid, title) values ('delete', old.id, old.title);
      insert into todo_tasks_search (rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`insert into todo_tasks_search (todo_tasks_search) values ('rebuild')`.execute(db);
    return;
  }
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index todo_tasks_title_trigrams on todo_tasks using gin (lower(title) gin_trgm_ops)`.execute(db);
}
