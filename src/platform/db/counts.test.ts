import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows } from './counts';
import { ListMemory } from './list-memory';
import type { Db } from './database';

interface Tables {
  tasks: { id: number; done: number };
  notes: { id: number };
}

async function database() {
  const counted: string[] = [];
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new Sqlite(':memory:') }),
    plugins: [new ListMemory({ shared: false })],
    log: (event) => {
      if (event.query.sql.includes('count(*)')) counted.push(event.query.sql);
    },
  });
  await db.schema.createTable('tasks').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('done', 'integer').execute();
  await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
  return { db, counted, count: (done?: number) => countRows(db as unknown as Db, done === undefined ? db.selectFrom('tasks') : db.selectFrom('tasks').where('done', '=', done)) };
}

describe('list totals', () => {
  it('are counted once, per filter, until their table is written', async () => {
    const { db, counted, count } = await database();
    await db.insertInto('tasks').values([{ id: 1, done: 0 }, { id: 2, done: 1 }]).execute();
    expect(await count()).toBe(2);
    expect(await count()).toBe(2);
    expect(await count(1)).toBe(1);
    expect(counted).toHaveLength(2);

    // Another table written: the totals stay.
    await db.insertInto('notes').values({ id: 1 }).execute();
    expect(await count()).toBe(2);
    expect(counted).toHaveLength(2);

    // Their own table written, by insert, update and delete: counted again each time.
    await db.insertInto('tasks').values({ id: 3, done: 1 }).execute();
    expect(await count()).toBe(3);
    expect(await count(1)).toBe(2);
    await db.updateTable('tasks').set({ done: 1 }).where('id', '=', 1).execute();
    expect(await count(1)).toBe(3);
    await db.deleteFrom('tasks').where('id', '=', 3).execute();
    expect(await count()).toBe(2);
    expect(counted).toHaveLength(6);
  });

  it('stay through a read written as SQL, and go with a write written as SQL', async () => {
    const { db, counted, count } = await database();
    await db.insertInto('tasks').values({ id: 1, done: 0 }).execute();
    expect(await count()).toBe(1);
    await sql`select id from notes`.execute(db);
    expect(await count()).toBe(1);
    expect(counted).toHaveLength(1);
    await sql`insert into tasks (id, done) values (2, 0)`.execute(db);
    expect(await count()).toBe(2);
    expect(counted).toHaveLength(2);
  });

  it('asked for by many requests at once, are counted once; after a write, once again', async () => {
    const { db, counted, count } = await database();
    await db.insertInto('tasks').values({ id: 1, done: 0 }).execute();
    expect(await Promise.all(Array.from({ length: 20 }, () => count()))).toEqual(Array(20).fill(1));
    expect(counted).toHaveLength(1);
    await db.insertInto('tasks').values({ id: 2, done: 0 }).execute();
    expect(await Promise.all(Array.from({ length: 20 }, () => count()))).toEqual(Array(20).fill(2));
    expect(counted).toHaveLength(2);
  });

  it('asked for while a write comes, are counted again for the requests after it', async () => {
    const { db, counted, count } = await database();
    const before = count();
    const write = db.insertInto('tasks').values({ id: 1, done: 0 }).execute();
    const after = write.then(() => count());
    expect(await before).toBe(0);
    expect(await after).toBe(1);
    expect(counted).toHaveLength(2);
  });

  it('inside a transaction, a write forgets them too', async () => {
    const { db, count } = await database();
    expect(await count()).toBe(0);
    await db.transaction().execute((trx) => trx.insertInto('tasks').values({ id: 1, done: 0 }).execute());
    expect(await count()).toBe(1);
  });
});
