// What `npm run db:backup` and `npm run db:restore` share: the database the server uses, and PostgreSQL's tools.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The server's default (src/server/config.ts): DATABASE_URL, else an SQLite file in data/. */
export const DEFAULT_DATABASE_URL = 'file:./data/tablero.sqlite';

/** `{ engine: 'sqlite', path }` or `{ engine: 'postgres', url }` for DATABASE_URL, the way the server reads it. */
export function targetDatabase(env = process.env) {
  const url = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { engine: 'postgres', url, shown: url.replace(/\/\/[^@/]*@/, '//…@') };
  if (url === ':memory:' || url === 'file::memory:') fail('DATABASE_URL points to an in-memory database: there is nothing to back up or restore.');
  if (url.startsWith('file:')) {
    const path = resolve(url.slice('file:'.length));
    return { engine: 'sqlite', path, shown: path };
  }
  fail(`DATABASE_URL must start with file: or postgres:// (got ${url})`);
}

/** A PostgreSQL client program: on PATH, in PG_BIN, or in the newest /usr/lib/postgresql/N/bin. */
export function postgresTool(name) {
  const folders = [];
  if (process.env.PG_BIN) folders.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const found = folders.map((folder) => join(folder, name)).find((path) => existsSync(path));
  if (found) return found;
  if (spawnSync(name, ['--version']).status === 0) return name;
  fail(`${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client) or set PG_BIN.`);
}

/** Runs a program, failing with its own error output when it fails. */
export function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.status !== 0) fail(`${command} failed${result.status === null ? '' : ` (exit ${result.status})`}:\n${result.stderr || result.error}`);
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** 2026-11-23T16-20-05: sortable, and safe in a file name. */
export const stamp = () => new Date().toISOString().slice(0, 19).replace(/:/g, '-');
