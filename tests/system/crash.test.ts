import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabase, runId } from './support/check';
import { engines, freshDatabase, integrityCheck, openReader } from './support/database';
import { startWriters } from './support/load';
import { within } from './support/processes';
import { writeKinds } from './support/operations';
import { firstClientId, killServer, login, startServer, type RunningServer } from './support/server';

const WRITERS = 50;

describe.each(engines)('crash on %s: the server killed under write load', (engine) => {
  let servers: RunningServer[] = [];
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const server of servers) await killServer(server);
    servers = [];
    await dispose?.();
  });

  it('keeps every write acknowledged before SIGKILL, stays sound, and serves at once after restart', async () => {
    const db = await freshDatabase(engine);
    dispose = db.dispose;
    const first = await startServer(db.url);
    servers.push(first);
    const token = await login(first.baseUrl);
    const kinds = writeKinds(await firstClientId(first.baseUrl, token));
    const run = runId('crash');

    // Writers run until the server stops answering; the kill comes once a good number of writes landed.
    let killedAt = 0;
    const load = startWriters({ baseUrl: first.baseUrl, token, kinds, writers: WRITERS, run, running: () => killedAt === 0 });
    expect(await within(20_000, () => load.ledger.acknowledged >= 3 * WRITERS)).toBe(true);
    first.process.kill('SIGKILL');
    killedAt = performance.now();
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const ledger = await load.done;

    expect(ledger.unexpected).toEqual([]);
    // Some writes were cut off by the kill: the check below allows either outcome for those alone.
    expect(ledger.unanswered).toBeGreaterThan(0);

    // Restarted on the same database and port: it answers straight away, the old token still valid.
    const restartedAt = Date.now();
    const second = await startServer(db.url, { port: first.port });
    servers.push(second);
    const res = await fetch(`${second.baseUrl}/api/apps/todo/tasks`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(Date.now() - restartedAt).toBeLessThan(15_000);

    if (engine === 'sqlite') expect(integrityCheck(db.url)).toBe('ok');

    const reader = openReader(db.url);
    try {
      const { problems } = await checkDatabase(reader, kinds, ledger, run, killedAt);
      expect(problems).toEqual([]);
    } finally {
      await reader.close();
    }

    // And it takes writes again.
    const after = await fetch(`${second.baseUrl}/api/apps/permissions/add-permission`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${run}-after-restart` }),
    });
    expect(after.status).toBe(201);
  });
});
