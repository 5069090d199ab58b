import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { ListMemory } from './list-memory';
import { orderedPage } from './paging';

interface Tables {
  people: { id: number; name: string };
}

async function database() {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new Sqlite(':memory:') }),
    plugins: [new ListMemory({ shared: false })],
    log: (event) => void statements.push(event.query),
  });
  await sql`create table people (id integer primary key, name text not null)`.execute(db);
  await sql`create index people_name on people (lower(name), id)`.execute(db);
  // Few names, many ties: within a name the id decides the order.
  await db.insertInto('people').values(Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: ['Ana', 'bruno', 'Carla', 'dario'][i % 4] }))).execute();
  const byOffset = async (page: number, direction: 'asc' | 'desc') =>
    (await db.selectFrom('people').select('id').orderBy(sql`lower(name)`, direction).orderBy('id', direction).limit(10).offset((page - 1) * 10).execute()).map((r) => r.id);
  const read = async (page: number, direction: 'asc' | 'desc' = 'asc') => {
    statements.length = 0;
    const rows = await orderedPage(db as unknown as Db, db.selectFrom('people') as never, { by: sql`lower(name)`, direction }, { page, perPage: 10 }, (ids) => db.selectFrom('people').select(['id', 'name']).where('id', 'in', ids) as never);
    return rows.map((r) => r.id);
  };
  return { db, statements, byOffset, read };
}

/** The statement that found the page's ids. */
const idsStatement = (statements: { sql: string; parameters: readonly unknown[] }[]) => statements.find((s) => s.sql.includes('limit'))!;

describe('ordered pages', () => {
  it('are the pages an offset reads, in either direction, paged forwards, backwards and by jumps', async () => {
    const { byOffset, read } = await database();
    for (const direction of ['asc', 'desc'] as const) {
      for (const page of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 10, 9, 3, 7, 2, 10, 1]) expect(await read(page, direction), `${direction} page ${page}`).toEqual(await byOffset(page, direction));
    }
  });

  it('start the next page where the last one ended, the same page again at its first row, and a jump from the nearest start before it', async () => {
    const { statements, read } = await database();
    await read(1);
    expect(idsStatement(statements).sql).not.toContain('>');
    // Page 1 again: from its first row, that row included.
    await read(1);
    expect(idsStatement(statements).sql).toContain('lower(name) >= ? and (lower(name) > ? or "id" >= ?)');
    expect(idsStatement(statements).parameters).toEqual(['ana', 'ana', 1, 10, 0]);
    await read(2);
    // Seeks past the last row of page 1 (its name, its id), then skips nothing.
    expect(idsStatement(statements).sql).toContain('lower(name) >= ? and (lower(name) > ? or "id" > ?)');
    expect(idsStatement(statements).parameters).toEqual(['ana', 'ana', 37, 10, 0]);
    // The same page again: from its own first row (ana, 41), that row included.
    await read(2);
    expect(idsStatement(statements).sql).toContain('lower(name) >= ? and (lower(name) > ? or "id" >= ?)');
    expect(idsStatement(statements).parameters).toEqual(['ana', 'ana', 41, 10, 0]);
    // Page 6: nothing remembered there; it skips from the end of page 2 (30 rows, not 50).
    await read(6);
    expect(idsStatement(statements).parameters.slice(-2)).toEqual([10, 30]);
  });

  it('forget where pages start when the table is written', async () => {
    const { db, byOffset, read } = await database();
    for (const page of [1, 2, 3]) await read(page);
    // A person sorted first: every page shifts by one.
    await db.insertInto('people').values({ id: 200, name: 'Aaron' }).execute();
    for (const page of [3, 2, 4]) expect(await read(page)).toEqual(await byOffset(page, 'asc'));
    await db.deleteFrom('people').where('id', '<', 30).execute();
    for (const page of [4, 5, 1, 2]) expect(await read(page)).toEqual(await byOffset(page, 'asc'));
  });

  it('a page past the end is empty and remembers nothing', async () => {
    const { read } = await database();
    expect(await read(40)).toEqual([]);
    expect(await read(10)).toHaveLength(5);
  });
});
