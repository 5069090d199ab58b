import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabase, runId } from './support/check';
import { engines, freshDatabase, openReader } from './support/database';
import { runWriters } from './support/load';
import { writeKinds } from './support/operations';
import { firstClientId, killServer, login, startServer, type RunningServer } from './support/server';

const WRITERS = 50;
const LOAD_MS = 4_000;

describe.each(engines)('load on %s: 50 concurrent writers, nothing lost', (engine) => {
  let server: RunningServer | undefined;
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await killServer(server);
    await dispose?.();
  });

  it('keeps every acknowledged write, none of the refused ones, and answers no 5xx', async () => {
    const db = await freshDatabase(engine);
    dispose = db.dispose;
    server = await startServer(db.url);
    const token = await login(server.baseUrl);
    const kinds = writeKinds(await firstClientId(server.baseUrl, token));
    const run = runId('load');

    const until = Date.now() + LOAD_MS;
    const ledger = await runWriters({ baseUrl: server.baseUrl, token, kinds, writers: WRITERS, run, running: () => Date.now() < until });

    expect(ledger.unexpected).toEqual([]);
    expect(ledger.unanswered).toBe(0);
    // Enough traffic to mean something: every writer begins with a refused write, then creates, edits, deletes.
    expect(ledger.acknowledged).toBeGreaterThanOrEqual(WRITERS * 2);
    expect(ledger.refused.length).toBeGreaterThanOrEqual(WRITERS / 2);
    console.log(`${engine}: ${ledger.acknowledged} writes acknowledged, ${ledger.refused.length} refused in ${LOAD_MS / 1000} s`);

    const reader = openReader(db.url);
    try {
      const { problems, counts } = await checkDatabase(reader, kinds, ledger, run, performance.now());
      expect(problems).toEqual([]);
      for (const [kind, { live, expected }] of Object.entries(counts)) expect({ kind, live }).toEqual({ kind, live: expected });
    } finally {
      await reader.close();
    }
  });
});
