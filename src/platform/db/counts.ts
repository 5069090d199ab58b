import type { CompiledQuery, SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import { listMemory, memoryKey } from './list-memory';

/**
 * A paged list's total: `query` is the list's filtered query, counted in SQL and remembered until the
 * next write (see ListMemory). The compiled SQL and its parameters are the key, so two filters never share a total.
 */
export async function countRows<DB, TB extends keyof DB>(db: Db, query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  return rememberedCount(db, query.select((eb) => eb.fn.countAll<number>().as('total')).compile());
}

/** The number a compiled counting query answers (its one row's one value), remembered like a list's total. */
export async function rememberedCount(db: Db, counting: CompiledQuery): Promise<number> {
  const run = async () => Number(Object.values((await db.executeQuery<object>(counting)).rows[0])[0]);
  const memory = listMemory(db);
  return memory ? memory.remembered(memoryKey(counting), run) : run();
}
