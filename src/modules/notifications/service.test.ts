import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { createTestApp } from '@/server/test-app';
import { NOTIFICATION_LIST_LIMIT } from './contract';
import { listNotifications, markAllRead, markRead } from './service';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

async function contextFor(email: string): Promise<ServiceContext> {
  const account = await testApp.db.selectFrom('accounts').select(['id', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
  const rules = [{ action: 'manage', subject: 'all' }];
  return { db: testApp.db, user: { id: account.id, role: account.role, rules, ability: buildAbility(rules) }, now: new Date() };
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

describe('notifications service', () => {
  it('seeds about six notifications per account, newest first, some unread', async () => {
    const ctx = await contextFor('admin@demo.com');
    const { notifications, unread } = await listNotifications(ctx);
    expect(notifications).toHaveLength(6);
    const times = notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(unread).toBe(notifications.filter((n) => !n.isRead).length);
    expect(unread).toBeGreaterThan(0);
  });

  it('lists only the latest ones but counts every unread', async () => {
    const ctx = await contextFor('admin@demo.com');
    const before = await listNotifications(ctx);
    const extra = Array.from({ length: NOTIFICATION_LIST_LIMIT }, (_, i) => ({
      account_id: ctx.user.id,
      title: `Aviso ${i}`,
      body: '',
      kind: 'info' as const,
      created_at: new Date(Date.now() + i * 1000).toISOString(),
    }));
    await testApp.db.insertInto('notifications').values(extra).execute();
    const after = await listNotifications(ctx);
    expect(after.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(after.notifications[0].title).toBe(`Aviso ${NOTIFICATION_LIST_LIMIT - 1}`);
    expect(after.unread).toBe(before.unread + NOTIFICATION_LIST_LIMIT);
  });

  it("marks only the user's own notifications read", async () => {
    const admin = await contextFor('admin@demo.com');
    const client = await contextFor('client@demo.com');
    const clientBefore = await listNotifications(client);
    const clientUnread = clientBefore.notifications.filter((n) => !n.isRead).map((n) => n.id);
    const adminUnread = (await listNotifications(admin)).notifications.find((n) => !n.isRead)!;

    const result = await markRead(admin, [adminUnread.id, ...clientUnread]);
    expect(result.notifications.find((n) => n.id === adminUnread.id)?.isRead).toBe(true);
    const clientAfter = await listNotifications(client);
    expect(clientAfter.unread).toBe(clientBefore.unread);
    expect(clientAfter.notifications.filter((n) => !n.isRead).map((n) => n.id)).toEqual(clientUnread);
  });

  it('marks all read for one user only', async () => {
    const admin = await contextFor('admin@demo.com');
    const client = await contextFor('client@demo.com');
    const clientBefore = await listNotifications(client);
    const result = await markAllRead(admin);
    expect(result.unread).toBe(0);
    expect(result.notifications.every((n) => n.isRead)).toBe(true);
    expect((await listNotifications(client)).unread).toBe(clientBefore.unread);
  });
});
