import { DeleteQueryNode, InsertQueryNode, RawNode, SelectQueryNode, TableNode, UpdateQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Db } from './database';

/** How long a remembered value may be used when nothing written through this process changed it, where another process can write the same database. */
const SHARED_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

/**
 * What paged lists remember between requests: their totals (counting 100,000 rows for every page was most of a
 * list's time) and where their pages start (see `orderedPage`). Each value is keyed by the SQL that computed it and
 * stays right until a table that SQL names is written, so an insert, update or delete through this database
 * forgets the values that name its table (any other statement forgets them all). Writes made elsewhere (another
 * server instance on the same PostgreSQL) make this instance forget everything as soon as that instance's
 * notification arrives (`pg-event-bus.ts`), and within SHARED_TTL_MS at the latest, should one be lost; the rows
 * themselves are always current. The sessions that requests come with are remembered the same way. An
 * SQLite file has one server writing it, so there a value is kept until its table is written (recounting on a
 * timer stalled every request).
 */
export class ListMemory implements KyselyPlugin {
  #generation = 0;
  #entries = new Map<string, { value: unknown; at: number }>();
  #running = new Map<string, { value: Promise<unknown>; generation: number }>();
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

  /** Counts the writes seen: a value computed while it moved may be stale and is not kept. */
  get generation() {
    return this.#generation;
  }

  /** The values that read `table` (all of them without one) are computed again on their next request. */
  forget(table?: string) {
    this.#generation++;
    if (!table) return this.#entries.clear();
    const named = `"${table}"`;
    for (const key of [...this.#entries.keys()]) if (key.includes(named)) this.#entries.delete(key);
  }

  recall<T>(key: string): T | undefined {
    const known = this.#entries.get(key);
    return known && Date.now() - known.at < this.#ttlMs ? (known.value as T) : undefined;
  }

  /** Keeps `value`, computed when the generation was `generation`, unless a write came since. */
  keep(key: string, value: unknown, generation: number) {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, at: Date.now() });
  }

  /**
   * The value kept under `key`, or `compute`'s. Requests that ask for it while it is being computed, with no write
   * since, wait for that computation rather than start their own: after a write, fifty requests for one list would
   * otherwise each count its rows again, one after another.
   */
  async remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.recall<T>(key);
    if (known !== undefined) return known;
    const running = this.#running.get(key);
    if (running && running.generation === this.#generation) return running.value as Promise<T>;
    const generation = this.#generation;
    const value = compute().then((v) => {
      // A write while computing may have changed it: use it this once, do not keep it.
      if (v !== undefined) this.keep(key, v, generation);
      return v;
    });
    this.#running.set(key, { value, generation });
    try {
      return await value;
    } finally {
      if (this.#running.get(key)?.value === value) this.#running.delete(key);
    }
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

/** The database's list memory (every engine is created with one; a transaction shares its database's). */
export function listMemory(db: Db): ListMemory | undefined {
  return db.getExecutor().plugins.find((p): p is ListMemory => p instanceof ListMemory);
}

/** The key of what a compiled statement computes. */
export const memoryKey = (query: { sql: string; parameters: readonly unknown[] }) => `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
