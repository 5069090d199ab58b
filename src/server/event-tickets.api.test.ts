import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicketStore } from '@/platform/events/tickets';
import { createTestApp } from './test-app';

describe('event stream tickets (in the database)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let accountId: number;
  const now = new Date('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    accountId = (await t.login()).userData.id;
  });
  afterAll(() => t.app.close());

  it('a ticket names its account once: a second use is refused', async () => {
    const store = createTicketStore(t.db, 30);
    const { ticket, expiresIn } = await store.issue(accountId, now);
    expect(ticket).toMatch(/^[0-9a-f]{48}$/);
    expect(expiresIn).toBe(30);
    expect(await store.redeem(ticket, now)).toBe(accountId);
    expect(await store.redeem(ticket, now)).toBeNull();
  });
  it('a ticket issued by one store is redeemed by another on the same database (another instance)', async () => {
    const { ticket } = await createTicketStore(t.db, 30).issue(accountId, now);
    expect(await createTicketStore(t.db, 30).redeem(ticket, now)).toBe(accountId);
  });
  it('an expired or unknown ticket is refused', async () => {
    const store = createTicketStore(t.db, 30);
    const { ticket } = await store.issue(accountId, now);
    expect(await store.redeem(ticket, new Date(now.getTime() + 31_000))).toBeNull();
    expect(await store.redeem('nope', now)).toBeNull();
    expect(await store.redeem('0'.repeat(48), now)).toBeNull();
  });
  it('only the digest is kept, and expired tickets are swept when new ones are issued', async () => {
    const store = createTicketStore(t.db, 30);
    const { ticket } = await store.issue(accountId, now);
    const rows = await t.db.selectFrom('event_tickets').select('token_digest').execute();
    expect(rows.map((r) => r.token_digest)).not.toContain(ticket);
    await store.issue(accountId, new Date(now.getTime() + 60_000));
    const left = await t.db.selectFrom('event_tickets').select('expires_at').execute();
    expect(left).toEqual([{ expires_at: new Date(now.getTime() + 90_000).toISOString() }]);
  });
  it('two redemptions at once: exactly one gets the account', async () => {
    const store = createTicketStore(t.db, 30);
    const { ticket } = await store.issue(accountId, now);
    const results = await Promise.all([store.redeem(ticket, now), createTicketStore(t.db).redeem(ticket, now)]);
    expect(results.filter((r) => r === accountId)).toHaveLength(1);
  });
});
