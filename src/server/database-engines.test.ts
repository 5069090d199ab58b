import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

// Reads are kept prepared (statements on SQLite, named statements per connection on PostgreSQL).
it('answers a kept read again after its table changes under it', async () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = t.db as unknown as Kysely<any>;
  await sql`create table engine_probe (a integer)`.execute(db);
  await sql`insert into engine_probe (a) values (1), (3)`.execute(db);
  const read = () => db.selectFrom('engine_probe').selectAll().orderBy('a').limit(5).execute();
  for (let i = 0; i < 6; i++) expect(await read()).toEqual([{ a: 1 }, { a: 3 }]);
  await sql`alter table engine_probe add column b integer default 2 not null`.execute(db);
  expect(await read()).toEqual([
    { a: 1, b: 2 },
    { a: 3, b: 2 },
  ]);
  expect(await db.selectFrom('engine_probe').select('a').orderBy('a').limit(1).execute()).toEqual([{ a: 1 }]);
});
