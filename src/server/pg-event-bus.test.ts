import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEventBus, type AppEvent } from '@/platform/events/bus';
import { createDb } from '@/platform/db/engines';
import { listMemory } from '@/platform/db/list-memory';
import { EVENTS_CHANNEL, startPgEventRelay, type PgEventRelay } from './pg-event-bus';
import { createTestApp } from './test-app';
import { testDatabaseUrl } from './testing/test-database';

// PostgreSQL only: it runs in the suite's PostgreSQL pass (TEST_ENGINE=postgres).
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
let url: string;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** Resolves with the events heard once `count` have arrived (or rejects after 10 s). */
function collect(bus: ReturnType<typeof createEventBus>, accountId: number, count: number) {
  const heard: AppEvent[] = [];
  return new Promise<AppEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${count} events`)), 10_000);
    bus.subscribe(accountId, (event) => {
      heard.push(event);
      if (heard.length === count) {
        clearTimeout(timer);
        resolve(heard);
      }
    });
  });
}

// Two buses with a relay each stand for two server processes on one PostgreSQL database.
describe.skipIf(!onPostgres)('events across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const first = createEventBus();
  const second = createEventBus();
  let relays: PgEventRelay[];
  beforeAll(async () => {
    url = await testDatabaseUrl();
    t = await createTestApp({ databaseUrl: url });
    relays = [await startPgEventRelay({ url, db: t.db, bus: first, log: quiet }), await startPgEventRelay({ url, db: t.db, bus: second, log: quiet })];
  });
  afterAll(async () => {
    for (const relay of relays) await relay.stop();
    await t.app.close();
  });

  it('an event published on one reaches the listeners of both, in order, and only its account', async () => {
    const there = collect(second, 11, 3);
    const here = collect(first, 11, 3);
    const other: AppEvent[] = [];
    second.subscribe(12, (e) => other.push(e));
    for (const n of [1, 2, 3]) first.publish(11, { type: 'chat.message', data: { n } });
    expect((await there).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect((await here).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(other).toEqual([]);
  });

  it('an event beyond the 8000-byte notification limit travels by reference', async () => {
    const big = { text: 'ü'.repeat(20_000) };
    const there = collect(second, 21, 1);
    first.publish(21, { type: 'chat.message', data: big });
    expect((await there)[0]).toEqual({ type: 'chat.message', data: big });
    const stored = await t.db.selectFrom('event_payloads').select('body').execute();
    expect(stored.some((row) => row.body.includes('ü'.repeat(100)))).toBe(true);
  });

  it('when the listening connection is cut, it reconnects and events flow again', async () => {
    const before = await listenerPids();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(before)})`.execute(t.db);
    // New connections, listening again: as many as there were, none of the old ones.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const now = await listenerPids();
      if (now.length >= before.length && now.every((pid) => !before.includes(pid)) && relays.every((r) => r.listening())) break;
      if (Date.now() > deadline) throw new Error('the listeners did not reconnect');
      await new Promise((r) => setTimeout(r, 50));
    }
    const there = collect(second, 31, 1);
    first.publish(31, { type: 'chat.message', data: 'after' });
    expect((await there)[0].data).toBe('after');
  });

  it('a change committed through one makes another forget the totals and sessions it remembers, at once', async () => {
    const elsewhere = createDb(url);
    const relay = await startPgEventRelay({ url, db: elsewhere, bus: createEventBus(), log: quiet });
    try {
      const memory = listMemory(elsewhere)!;
      memory.keep('a list total', 42, memory.generation);
      expect(memory.recall('a list total')).toBe(42);
      relays[0].forgetElsewhere();
      // Well within the 5 s that a remembered value lives on PostgreSQL without a notification.
      await expect.poll(() => memory.recall('a list total'), { timeout: 2_000, interval: 20 }).toBeUndefined();
    } finally {
      await relay.stop();
      await elsewhere.destroy();
    }
  });

  const listenerPids = async () =>
    (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${EVENTS_CHANNEL}`}`.execute(t.db)).rows.map((r) => r.pid);
});
