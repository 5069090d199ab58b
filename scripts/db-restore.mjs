// `npm run db:restore FILE`: brings back a backup made by `npm run db:backup` into the database the
// server uses (DATABASE_URL). Stop the server first: it would keep writing to the database being replaced.
// SQLite: the current file is kept beside it as <name>.before-restore-<time>. PostgreSQL: pg_restore
// --clean in one transaction, so a failed restore leaves the database as it was.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail, postgresTool, run, stamp, targetDatabase } from './db-tools.mjs';

const given = process.argv[2];
if (!given) fail('Usage: npm run db:restore FILE   (with the server stopped; DATABASE_URL names the database to restore into)');
const file = resolve(given);
if (!existsSync(file)) fail(`There is no backup at ${file}.`);
const target = targetDatabase();

if (target.engine === 'sqlite') {
  let integrity;
  try {
    const backup = new Database(file, { readonly: true, fileMustExist: true });
    integrity = backup.pragma('integrity_check', { simple: true });
    backup.close();
  } catch (error) {
    fail(`${file} is not an SQLite backup: ${error.message}`);
  }
  if (integrity !== 'ok') fail(`${file} failed SQLite's integrity check: ${integrity}`);

  mkdirSync(dirname(target.path), { recursive: true });
  const partial = `${target.path}.restoring`;
  copyFileSync(file, partial);
  if (existsSync(target.path)) {
    const aside = `${target.path}.before-restore-${stamp()}`;
    // The write-ahead log goes with its database, or the set-aside copy would miss its latest writes.
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(target.path + suffix)) renameSync(target.path + suffix, aside + suffix);
    console.log(`The database that was there is kept as ${aside}.`);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(target.path + suffix, { force: true });
  renameSync(partial, target.path);
} else {
  run(postgresTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file]);
}

console.log(`Restored ${file} into ${target.shown}. Start the server again with npm start.`);
