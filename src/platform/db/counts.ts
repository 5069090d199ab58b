import { type CompiledQuery, DeleteQueryNode, InsertQueryNode, RawNode, SelectQueryNode, TableNode, UpdateQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type SelectQueryBuilder, type UnknownRow } from 'kysely';
import type { Db } from './database';

/** How long a remembered total may be used when nothing written through this process changed it, where another process can write the same database. */
const SHARED_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

/**
 * Remembers the totals of paged lists. Counting 100,000 rows for every page was most of a list's
 * time; a total stays right until its table is written, so an insert, update or delete through this
 * database forgets the totals whose query names that table (any other statement forgets them all). Writes made elsewhere (another server instance on the
 * same PostgreSQL) show in totals within SHARED_TTL_MS; the rows themselves are always current. An SQLite file has one
 * server writing it, so there a total is kept until its table is written (recounting on a timer stalled every request).
 */
export class ListCounts implements KyselyPlugin {
  #generation = 0;
  #entries = new Map<string, { total: number; at: number }>();
  #ttlMs: number;

  constructor({ shared }: { shared: boolean }) {
    this.#ttlMs = shared ? SHARED_TTL_MS : Number.POSITIVE_INFINITY;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(args.node) && !isRawSelect(args.node)) this.forget(writtenTable(args.node));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** The totals that read `table` (all of them without one) are counted again on their next request. */
  forget(table?: string) {
    this.#generation++;
    if (!table) return this.#entries.clear();
    const named = `"${table}"`;
    for (const key of [...this.#entries.keys()]) if (key.includes(named)) this.#entries.delete(key);
  }

  async total(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.#entries.get(key);
    if (known && Date.now() - known.at < this.#ttlMs) return known.total;
    const generation = this.#generation;
    const total = await count();
    // A write while counting may have changed it: use it this once, do not keep it.
    if (generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { total, at: Date.now() });
    }
    return total;
  }
}

/** A statement written as SQL that only reads (a search index's count, say): it forgets nothing. */
function isRawSelect(node: RootOperationNode): boolean {
  return RawNode.is(node) && /^\s*select\s/i.test(node.sqlFragments[0] ?? '');
}

/** The table an insert, update or delete writes; undefined for anything else (which may write anywhere). */
function writtenTable(node: RootOperationNode): string | undefined {
  const target = InsertQueryNode.is(node) ? node.into : UpdateQueryNode.is(node) ? node.table : DeleteQueryNode.is(node) ? node.from.froms[0] : undefined;
  return target && TableNode.is(target) ? target.table.identifier.name : undefined;
}

/** The database's count memory (every engine is created with one; a transaction shares its database's). */
export function listCounts(db: Db): ListCounts | undefined {
  return db.getExecutor().plugins.find((p): p is ListCounts => p instanceof ListCounts);
}

/**
 * A paged list's total: `query` is the list's filtered query, counted in SQL and remembered until the
 * next write. The compiled SQL and its parameters are the key, so two filters never share a total.
 */
export async function countRows<DB, TB extends keyof DB>(db: Db, query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  return rememberedCount(db, query.select((eb) => eb.fn.countAll<number>().as('total')).compile());
}

/** The number a compiled counting query answers (its one row's one value), remembered like a list's total. */
export async function rememberedCount(db: Db, counting: CompiledQuery): Promise<number> {
  const run = async () => Number(Object.values((await db.executeQuery<object>(counting)).rows[0])[0]);
  const counts = listCounts(db);
  if (!counts) return run();
  return counts.total(`${counting.sql}\u0000${JSON.stringify(counting.parameters)}`, run);
}
