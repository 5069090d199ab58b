import Sqlite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createSqliteDb } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'tablero-sqlite-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a kept read names the columns of the schema as it is now, even after another connection changed it', async () => {
  const path = join(dir, 'probe.sqlite');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = createSqliteDb(path) as unknown as Kysely<any>;
  await sql`create table probe (a integer, b text)`.execute(db);
  await sql`insert into probe (a, b) values (1, 'x')`.execute(db);
  const read = () => db.selectFrom('probe').selectAll().execute();
  expect(await read()).toEqual([{ a: 1, b: 'x' }]);

  const other = new Sqlite(path);
  other.exec(`alter table probe add column c integer not null default 7`);
  other.close();
  expect(await read()).toEqual([{ a: 1, b: 'x', c: 7 }]);

  const stream = [];
  for await (const row of db.selectFrom('probe').select(['c', 'a']).stream()) stream.push(row);
  expect(stream).toEqual([{ c: 7, a: 1 }]);
  await db.destroy();
});
