import type { Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { composeBackend } from '@/platform/backend';
import { sharedSigningSecret } from '@/platform/auth/signing-secret';
import type { TokenSettings } from '@/platform/auth/tokens';
import { createWasmSqliteDb, exportWasmSqlite } from '@/platform/db/engines/sqlite-wasm';
import { businessModules } from '@/modules/registry';
import { showcaseModules } from '@/showcase/registry';
import { createDispatcher } from './dispatch';

/** The server's defaults (src/server/config.ts): the demo answers as a server fresh from `npm start` does. */
const SETTINGS = {
  registration: true,
  registerRole: 'client',
  accountLoginLimit: { failures: 10, windowSeconds: 15 * 60 },
  sampleData: true,
} as const;
const TTL = { accessTtlSeconds: 15 * 60, refreshTtlSeconds: 7 * 24 * 3600, rememberTtlSeconds: 30 * 24 * 3600 };

/**
 * The server's modules over SQLite in WebAssembly: opened from a stored database, or made, migrated and seeded
 * when there is none. `dispatch` answers `/api` requests as the server does.
 */
export async function openDemoDatabase(sqlite3: Sqlite3Static, bytes: Uint8Array | undefined, publicUrl: string) {
  const { db, database } = createWasmSqliteDb(sqlite3, bytes);
  // The object the auth module holds: its secret is set once the database has one.
  const tokens: TokenSettings = { secret: '', ...TTL };
  const backend = composeBackend([...businessModules, ...showcaseModules], { tokens, ...SETTINGS });
  const { seeded } = await backend.prepare(db);
  tokens.secret = await sharedSigningSecret(db);
  return {
    db,
    seeded,
    tokens,
    dispatch: createDispatcher(backend.modules, { db, tokens, publicUrl }),
    /** Row changes made through this connection so far: what tells a request that wrote from one that only read. */
    changes: () => Number(database.changes(true)),
    bytes: () => exportWasmSqlite(sqlite3, database),
    close: () => db.destroy(),
  };
}

export type DemoDatabase = Awaited<ReturnType<typeof openDemoDatabase>>;
