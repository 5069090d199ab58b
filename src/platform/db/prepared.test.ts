import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { preparedQuery } from './prepared';

interface Tables {
  people: { id: number; name: string; team: string };
}

async function database(rows: Tables['people'][]) {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
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
});
