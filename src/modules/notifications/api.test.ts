import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import type { NotificationList } from './contract';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

async function listAs(headers: Record<string, string>) {
  const res = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
}

describe('GET /api/notifications', () => {
  it("200 with the signed-in user's own list", async () => {
    const admin = await testApp.login('admin@demo.com');
    const client = await testApp.login('client@demo.com');
    const mine = await listAs(admin.headers);
    const theirs = await listAs(client.headers);
    expect(mine.notifications.length).toBeGreaterThan(0);
    expect(mine.unread).toBe(mine.notifications.filter((n) => !n.isRead).length);
    const mineIds = new Set(mine.notifications.map((n) => n.id));
    expect(theirs.notifications.some((n) => mineIds.has(n.id))).toBe(false);
    expect(mine.notifications[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), kind: expect.any(String) });
  });

  it('401 without a token', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
  });

  it('401 with a bad token', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it("marks own notifications read and leaves another user's untouched", async () => {
    const admin = await testApp.login('admin@demo.com');
    const client = await testApp.login('client@demo.com');
    const clientBefore = await listAs(client.headers);
    const adminBefore = await listAs(admin.headers);
    const ownUnread = adminBefore.notifications.find((n) => !n.isRead)!;
    const clientIds = clientBefore.notifications.map((n) => n.id);

    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: admin.headers,
      payload: { ids: [ownUnread.id, ...clientIds] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationList;
    expect(body.notifications.find((n) => n.id === ownUnread.id)?.isRead).toBe(true);
    expect(body.unread).toBe(adminBefore.unread - 1);

    expect(await listAs(client.headers)).toEqual(clientBefore);
  });

  it('400 naming the field on a bad body, and nothing changes', async () => {
    const admin = await testApp.login('admin@demo.com');
    const before = await listAs(admin.headers);
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: [-1] }]) {
      const res = await testApp.app.inject({ method: 'POST', url: '/api/notifications/read', headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: string; issues: { path: string }[] };
      expect(body.issues[0].path).toMatch(/^body\.ids/);
    }
    expect(await listAs(admin.headers)).toEqual(before);
  });

  it('401 without a token', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [1] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every own notification read, not the other user’s', async () => {
    const admin = await testApp.login('admin@demo.com');
    const client = await testApp.login('client@demo.com');
    const clientBefore = await listAs(client.headers);
    const res = await testApp.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationList;
    expect(body.unread).toBe(0);
    expect(body.notifications.every((n) => n.isRead)).toBe(true);
    expect((await listAs(client.headers)).unread).toBe(clientBefore.unread);
    expect(clientBefore.unread).toBeGreaterThan(0);
  });

  it('401 without a token', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('gives a new account its own notifications', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: { username: 'nueva', email: 'nueva@example.com', password: 'secreto-123' },
    });
    expect(res.statusCode).toBe(201);
    const { accessToken } = res.json() as { accessToken: string };
    const list = await listAs({ authorization: `Bearer ${accessToken}` });
    expect(list.notifications.length).toBe(6);
  });
});
