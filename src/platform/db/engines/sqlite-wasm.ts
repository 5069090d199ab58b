import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database as WasmDatabase, PreparedStatement, Sqlite3Static, SqlValue } from '@sqlite.org/sqlite-wasm';
import type { Database } from '../database';
import { ListMemory } from '../list-memory';

/**
 * SQLite compiled to WebAssembly (the official build, which has FTS5 with the trigram tokenizer the searches use),
 * as Kysely's SQLite dialect expects a database: better-sqlite3's shape. The in-browser demo runs the services on
 * it; Node runs the same engine in the test that holds the demo's answers against the server's.
 */
export function createWasmSqliteDb(sqlite3: Sqlite3Static, bytes?: Uint8Array): { db: Kysely<Database>; database: WasmDatabase } {
  const database = new sqlite3.oo1.DB(':memory:');
  if (bytes?.byteLength) {
    const pointer = sqlite3.wasm.allocFromTypedArray(bytes);
    const flags = sqlite3.capi.SQLITE_DESERIALIZE_FREEONCLOSE | sqlite3.capi.SQLITE_DESERIALIZE_RESIZEABLE;
    database.checkRc(sqlite3.capi.sqlite3_deserialize(database.pointer!, 'main', pointer, bytes.byteLength, bytes.byteLength, flags));
  }
  database.exec('pragma foreign_keys = on');
  const db = new Kysely<Database>({ plugins: [new ListMemory({ shared: false })], dialect: new SqliteDialect({ database: asKyselyDatabase(sqlite3, database) }) });
  return { db, database };
}

/** The whole database as the bytes of an SQLite file (what the demo stores between visits). */
export function exportWasmSqlite(sqlite3: Sqlite3Static, database: WasmDatabase): Uint8Array {
  return sqlite3.capi.sqlite3_js_db_export(database.pointer!);
}

type Row = Record<string, SqlValue>;

function asKyselyDatabase(sqlite3: Sqlite3Static, database: WasmDatabase): SqliteDatabase {
  // Prepared once per text and kept, as the server's driver does: the same few queries come again and again.
  const statements = new Map<string, PreparedStatement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = database.prepare(text);
      if (statements.size >= 500) {
        const [oldest, old] = statements.entries().next().value!;
        statements.delete(oldest);
        old.finalize();
      }
      statements.set(text, statement);
    }
    return statement;
  };
  const bound = (text: string, parameters: ReadonlyArray<unknown>) => {
    const statement = prepared(text);
    statement.reset(true);
    if (parameters.length) statement.bind(parameters.map(toSqlValue));
    return statement;
  };
  function* rows(text: string, parameters: ReadonlyArray<unknown>): IterableIterator<Row> {
    const statement = bound(text, parameters);
    try {
      while (statement.step()) yield statement.get({}) as Row;
    } finally {
      statement.reset(true);
    }
  }
  return {
    close: () => {
      for (const statement of statements.values()) statement.finalize();
      statements.clear();
      database.close();
    },
    prepare(text: string): SqliteStatement {
      return {
        // A statement with result columns (a select, or a write with RETURNING) is read row by row.
        reader: prepared(text).columnCount > 0,
        all: (parameters) => [...rows(text, parameters)],
        iterate: (parameters) => rows(text, parameters),
        run(parameters) {
          const statement = bound(text, parameters);
          try {
            while (statement.step());
          } finally {
            statement.reset(true);
          }
          return { changes: database.changes(), lastInsertRowid: sqlite3.capi.sqlite3_last_insert_rowid(database.pointer!) };
        },
      };
    },
  };
}

/** What better-sqlite3 would bind: booleans as 0/1 (it refuses them; the services never send any), the rest as is. */
function toSqlValue(value: unknown): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SqlValue;
}
