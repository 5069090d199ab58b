import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Read access to the database a test server uses, straight through the driver (not the API). */
export interface Reader {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function openReader(url: string): Reader {
  if (url.startsWith('file:')) {
    const db = new Sqlite(url.slice('file:'.length), { readonly: true, fileMustExist: true });
    return {
      all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
      close: async () => void db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    all: async <T>(sql: string, params: unknown[] = []) => {
      let n = 0;
      const result = await pool.query(sql.replace(/\?/g, () => `$${++n}`), params);
      return result.rows as T[];
    },
    close: () => pool.end(),
  };
}

/** SQLite's own check of the file: 'ok' when every page and index is sound. */
export function integrityCheck(url: string): string {
  const db = new Sqlite(url.slice('file:'.length), { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('\n');
  } finally {
    db.close();
  }
}

export type EngineName = 'sqlite' | 'postgres';
export const engines: EngineName[] = ['sqlite', 'postgres'];

/** A fresh, empty place for a database of the engine: the server creates, migrates and seeds it. */
export async function freshDatabase(engine: EngineName): Promise<{ url: string; dispose: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'tablero-system-'));
    return { url: `file:${join(folder, 'tablero.sqlite')}`, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  const cluster = inject('postgres');
  const name = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = cluster.url.replace(/\/postgres\?/, `/${name}?`);
  return {
    url,
    dispose: async () => {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
