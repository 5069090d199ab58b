import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabase, runId } from './support/check';
import { engines, freshDatabase, integrityCheck, openReader } from './support/database';
import { startWriters } from './support/load';
import { writeKinds } from './support/operations';
import { killServer, login, firstClientId, startServer, type RunningServer } from './support/server';
import { within } from './support/processes';

const WRITERS = 50;

/** Runs `npm run <script> -- args` with DATABASE_URL; resolves with its exit code and output. */
function npmRun(script: string, args: string[], databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.each(engines)('backup and restore on %s', (engine) => {
  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await killServer(server);
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('backs up under write load; the restored copy is sound and holds every write acknowledged before the backup began', async () => {
    const db = await freshDatabase(engine);
    cleanups.push(db.dispose);
    const folder = mkdtempSync(join(tmpdir(), 'tablero-backup-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, engine === 'sqlite' ? 'backup.sqlite' : 'backup.dump');

    const server = await startServer(db.url);
    servers.push(server);
    const token = await login(server.baseUrl);
    const kinds = writeKinds(await firstClientId(server.baseUrl, token));
    const run = runId('backup');

    let backupDone = false;
    const load = startWriters({ baseUrl: server.baseUrl, token, kinds, writers: WRITERS, run, running: () => !backupDone });
    // Once the writers are well under way, back up while they go on writing.
    expect(await within(20_000, () => load.ledger.acknowledged >= 2 * WRITERS)).toBe(true);
    const backupStartedAt = performance.now();
    const backup = await npmRun('db:backup', [file], db.url);
    backupDone = true;
    const ledger = await load.done;
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`to ${file}`);
    // One self-contained file, nothing half-written left beside it.
    expect(readdirSync(folder)).toEqual([basename(file)]);
    expect(ledger.unexpected).toEqual([]);
    expect(ledger.unanswered).toBe(0);
    // Writes were acknowledged both before the backup began and while it ran.
    const acked = ledger.records.flatMap((r) => r.writes).filter((w) => w.ackedAt !== null);
    expect(acked.some((w) => w.ackedAt! < backupStartedAt)).toBe(true);
    expect(acked.some((w) => w.ackedAt! > backupStartedAt)).toBe(true);

    const restored = await freshDatabase(engine);
    cleanups.push(restored.dispose);
    const restore = await npmRun('db:restore', [file], restored.url);
    expect(restore).toMatchObject({ code: 0 });
    if (engine === 'sqlite') expect(integrityCheck(restored.url)).toBe('ok');

    const reader = openReader(restored.url);
    try {
      const { problems } = await checkDatabase(reader, kinds, ledger, run, backupStartedAt);
      expect(problems).toEqual([]);
    } finally {
      await reader.close();
    }

    // The server takes the restored database as its own: no fresh sample data, the load's records there.
    const again = await startServer(restored.url);
    servers.push(again);
    expect(again.output()).not.toContain('A new database was created');
    const againToken = await login(again.baseUrl);
    const res = await fetch(`${again.baseUrl}/api/apps/permissions/data?q=${run}&perPage=100`, { headers: { authorization: `Bearer ${againToken}` } });
    expect(res.status).toBe(200);
  });
});
