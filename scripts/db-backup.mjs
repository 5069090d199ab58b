// `npm run db:backup [FILE]`: a consistent copy of the database the server uses (DATABASE_URL), taken
// while it runs. SQLite: SQLite's online backup, checked with integrity_check. PostgreSQL: pg_dump,
// custom format (one transaction, so one moment). Without FILE: data/backups/tablero-<time>.sqlite|.dump.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail, postgresTool, run, stamp, targetDatabase } from './db-tools.mjs';

const target = targetDatabase();
const file = resolve(process.argv[2] ?? `data/backups/tablero-${stamp()}.${target.engine === 'sqlite' ? 'sqlite' : 'dump'}`);
if (target.engine === 'sqlite' && file === target.path) fail('The backup file cannot be the database itself.');
mkdirSync(dirname(file), { recursive: true });
// Written beside the target and renamed when complete, so FILE is never a half-written backup.
const partial = `${file}.partial`;
rmSync(partial, { force: true });

if (target.engine === 'sqlite') {
  if (!existsSync(target.path)) fail(`There is no database at ${target.path} (DATABASE_URL).`);
  const source = new Database(target.path, { fileMustExist: true });
  try {
    // Everything in one step after the first: the copy is one read transaction, whatever the server writes meanwhile.
    await source.backup(partial, { progress: () => 1_000_000 });
  } finally {
    source.close();
  }
  // The copy comes in WAL mode like its source; a rollback journal makes it one self-contained file.
  const copy = new Database(partial);
  copy.pragma('journal_mode = DELETE');
  const integrity = copy.pragma('integrity_check', { simple: true });
  copy.close();
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    fail(`The copy failed SQLite's integrity check: ${integrity}`);
  }
} else {
  run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${target.url}`]);
}

renameSync(partial, file);
console.log(`Backed up ${target.shown} to ${file} (${Math.ceil(statSync(file).size / 1024)} KiB).`);
