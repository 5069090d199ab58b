import Sqlite from 'better-sqlite3';
import { Kysely, LimitNode, SelectQueryNode, SqliteDialect, ValueNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '../database';
import { ListMemory } from '../list-memory';

/** An SQLite file (or `:memory:`, or in memory from a database's bytes) through better-sqlite3, in WAL mode. */
export function createSqliteDb(source: string | Buffer): Kysely<Database> {
  if (typeof source === 'string' && source !== ':memory:') mkdirSync(dirname(source), { recursive: true });
  const database = new Sqlite(source);
  database.pragma('journal_mode = WAL');
  // A commit that returned is on disk even if the process is killed right after.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ plugins: [new ListMemory({ shared: false }), new LiteralLimits()], dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/**
 * The same queries come again and again (each list, each sign-in check): prepared once and kept, they
 * skip SQLite's parsing and planning on every request. SQLite re-prepares a kept statement by itself
 * when the schema changes; the names its rows are given are then taken again (see `rowReader`).
 */
function withStatementCache(database: Sqlite.Database) {
  const statements = new Map<string, Sqlite.Statement | RowReader>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) return statement;
      const prepared = database.prepare(text);
      // A change to the schema can change the columns a kept read returns: every read is prepared afresh after one.
      if (SCHEMA_CHANGE.test(text)) {
        statements.clear();
        return prepared;
      }
      statement = prepared.reader ? rowReader(prepared) : prepared;
      if (statements.size >= 1000) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
      return statement;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

type RowReader = ReturnType<typeof rowReader>;

/**
 * A statement that returns rows, read as arrays and made into objects here: better-sqlite3 builds each row's
 * object through V8's slow property path, which took a third of a 30-row page's time.
 */
function rowReader(statement: Sqlite.Statement) {
  statement.raw(true);
  const columnNames = () => statement.columns().map((column) => column.name);
  let names = columnNames();
  const toObject = (values: unknown[]) => {
    // Another connection changed the schema under it (SQLite prepared the statement again): its columns are read again.
    if (values.length !== names.length) names = columnNames();
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  return {
    reader: true as const,
    run: (parameters: unknown[]) => statement.run(parameters),
    all: (parameters: unknown[]) => (statement.all(parameters) as unknown[][]).map(toObject),
    *iterate(parameters: unknown[]) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/**
 * A select's LIMIT written into its SQL rather than bound: SQLite reads a short page about twice as fast
 * when it knows the count while planning. Limits are few (page sizes, constants), so the statement cache
 * still holds each query once per limit.
 */
class LiteralLimits implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || !node.limit || !ValueNode.is(node.limit.limit)) return node;
    const { value } = node.limit.limit;
    if (!Number.isSafeInteger(value)) return node;
    return SelectQueryNode.cloneWithLimit(node, LimitNode.create(ValueNode.createImmediate(value)));
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
