import type { CompiledQuery } from 'kysely';
import type { Db } from './database';
import { listMemory, memoryKey } from './list-memory';

interface PreparedOptions {
  /**
   * Keep each answer in the database's list memory, until a table the query names is written (through this
   * process, or on PostgreSQL through any instance: see `list-memory.ts`). An empty answer is never kept.
   */
  remembered?: boolean;
}

/**
 * A query built and compiled once per database, then run with each call's arguments: for the few queries that
 * run on every request (who is asking), where building the query again each time cost more than running it.
 * `build` must use each argument as a plain value (a `where … = arg`), never to choose the query's shape.
 */
export function preparedQuery<A extends unknown[], R>(build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> }, options: PreparedOptions = {}) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: number[] }>();
  return async (db: Db, ...args: A): Promise<R | undefined> => {
    let known = compiled.get(db);
    if (!known) {
      // Each argument stands in as an object of its own, so its place among the parameters can be found.
      const markers = args.map((_, i) => ({ argument: i }));
      const query = build(db, ...(markers as unknown as A)).compile();
      known = { query, slots: query.parameters.map((p) => markers.indexOf(p as (typeof markers)[number])) };
      compiled.set(db, known);
    }
    const { query, slots } = known;
    const parameters = query.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    const run = async () => (await db.executeQuery<R>({ ...query, parameters })).rows[0];
    const memory = options.remembered ? listMemory(db) : undefined;
    return memory ? memory.remembered(memoryKey({ sql: query.sql, parameters }), run) : run();
  };
}
