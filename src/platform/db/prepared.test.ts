import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { ListMemory } from './list-memory';
import { preparedQuery } from './prepared';

interface Tables {
  people: { id: number; name: string; team: string };
}

async function database(rows: Tables['people'][], sqlite = new Sqlite(':memory:')) {
  const db = new Kysely<Tables>({ plugins: [new ListMemory({ shared: false })], dialect: new SqliteDialect({ database: sqlite }) });
  await db.schema.createTable('people').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').addColumn('team', 'text').execute();
  await db.insertInto('people').values(rows).execute();
  return db as unknown as Db;
}

describe('a prepared query', () => {
  it('is built once per database and answers each call with its own arguments, constants kept in place', async () => {
    let built = 0;
    const find = preparedQuery((db: Db, team: string, id: number) => {
      built++;
      const people = db as unknown as Kysely<Tables>;
      return people.selectFrom('people').select(['id', 'name']).where('team', '=', team).where('name', '!=', 'nobody').where('id', '>=', id).orderBy('id');
    });
    const first = await database([
      { id: 1, name: 'Ana', team: 'red' },
      { id: 2, name: 'Blas', team: 'blue' },
      { id: 3, name: 'Cruz', team: 'red' },
    ]);
    expect(await find(first, 'red', 2)).toEqual({ id: 3, name: 'Cruz' });
    expect(await find(first, 'blue', 1)).toEqual({ id: 2, name: 'Blas' });
    expect(await find(first, 'green', 1)).toBeUndefined();
    expect(built).toBe(1);

    const second = await database([{ id: 7, name: 'Dora', team: 'red' }]);
    expect(await find(second, 'red', 1)).toEqual({ id: 7, name: 'Dora' });
    expect(built).toBe(2);
  });

  it('remembered: answers from memory until a table it names is written, and never keeps an empty answer', async () => {
    const raw = new Sqlite(':memory:');
    const db = await database([{ id: 1, name: 'Ana', team: 'red' }], raw);
    const people = db as unknown as Kysely<Tables>;
    await people.schema.createTable('teams').addColumn('id', 'integer').execute();
    const find = preparedQuery((d: Db, id: number) => (d as unknown as Kysely<Tables>).selectFrom('people').select(['name']).where('id', '=', id), { remembered: true });
    // Written behind the query builder's back: a remembered answer does not see it.
    const behindItsBack = (sqlText: string) => raw.prepare(sqlText).run();

    expect(await find(db, 1)).toEqual({ name: 'Ana' });
    behindItsBack("update people set name = 'Ana María' where id = 1");
    expect(await find(db, 1)).toEqual({ name: 'Ana' });

    await people.insertInto('teams' as never).values({ id: 1 } as never).execute();
    expect(await find(db, 1)).toEqual({ name: 'Ana' });

    await people.updateTable('people').set({ team: 'blue' }).where('id', '=', 1).execute();
    expect(await find(db, 1)).toEqual({ name: 'Ana María' });

    expect(await find(db, 2)).toBeUndefined();
    behindItsBack("insert into people (id, name, team) values (2, 'Blas', 'red')");
    expect(await find(db, 2)).toEqual({ name: 'Blas' });
  });
});
