import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpTables } from './testing/db-dump';
import { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.login()).headers;
});
afterAll(() => t.app.close());

const send = (method: 'POST' | 'DELETE', url: string, payload: object | string) =>
  t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

/** The request is refused with a 400 that names the field and its code, and no table changed. */
async function expectRefused(request: () => ReturnType<typeof send>, path: string, code: string) {
  const before = await dumpTables(t.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; issues: { path: string; code: string }[] };
  expect(body.issues[0]).toMatchObject({ path, code });
  expect(body.message.startsWith(`${path}: `)).toBe(true);
  expect(await dumpTables(t.db)).toEqual(before);
}

const task = { title: 'Revisar', dueDate: '2026-06-01' };

describe('text fields', () => {
  it('refuse a NUL in a permission name', async () => {
    await expectRefused(() => send('POST', '/api/apps/permissions/add-permission', { name: 'Gestionar\u0000usuarios' }), 'body.name', 'control_chars');
  });

  it('refuse an escape sequence in a board title and a line break in a one-line title', async () => {
    await expectRefused(() => send('POST', '/api/apps/kanban/add-board', { board: { title: '\u001b[31mRojo' } }), 'body.board.title', 'control_chars');
    await expectRefused(() => send('POST', '/api/apps/todo/add-tasks', { ...task, title: 'Primera\nSegunda' }), 'body.title', 'control_chars');
  });

  it('refuse a lone surrogate, sent as a JSON escape', async () => {
    await expectRefused(() => send('POST', '/api/apps/permissions/add-permission', '{"name":"Gestionar \\ud800"}'), 'body.name', 'invalid_chars');
    await expectRefused(() => send('POST', '/api/apps/chat/send-msg', '{"contact":{"id":2},"message":"hola \\udc00"}'), 'body.message', 'invalid_chars');
  });

  it('refuse bytes that are not UTF-8', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"Gestionar '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/api/apps/permissions/add-permission', headers: { ...headers, 'content-type': 'application/json' }, payload }),
      'body.name',
      'invalid_chars',
    );
  });

  it('refuse a NUL in a chat message but keep its line breaks', async () => {
    await expectRefused(() => send('POST', '/api/apps/chat/send-msg', { contact: { id: 2 }, message: 'hola\u0000' }), 'body.message', 'control_chars');
    const ok = await send('POST', '/api/apps/chat/send-msg', { contact: { id: 2 }, message: 'hola\n\tqué tal' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().newMessageData.message).toBe('hola\n\tqué tal');
  });

  it('refuse a control character in a query', async () => {
    const before = await dumpTables(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/list/data?q=ana%00', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'query.q', code: 'control_chars' });
    expect(await dumpTables(t.db)).toEqual(before);
  });
});

describe('URL fields', () => {
  it('refuse a javascript: avatar', async () => {
    await expectRefused(
      () => send('POST', '/api/apps/todo/add-tasks', { ...task, assignee: { fullName: 'Ana', avatar: 'javascript:alert(document.cookie)' } }),
      'body.assignee.avatar',
      'unsafe_url',
    );
  });

  it('refuse a cover image that breaks out of its attribute', async () => {
    await expectRefused(() => send('POST', '/api/apps/kanban/update-task', { id: 1, fields: { coverImage: 'x" onerror="alert(1)' } }), 'body.fields.coverImage', 'unsafe_url');
  });

  it('refuse an attachment image that leaves the site by a protocol-relative path, and an SVG data URL', async () => {
    await expectRefused(
      () => send('POST', '/api/apps/kanban/add-task', { title: 'Con adjunto', boardId: 'todo', attachments: [{ name: 'a.png', img: '//evil.example/a.png' }] }),
      'body.attachments.0.img',
      'unsafe_url',
    );
    await expectRefused(
      () => send('POST', '/api/apps/kanban/add-task', { title: 'Con adjunto', boardId: 'todo', attachments: [{ name: 'a.svg', img: 'data:image/svg+xml,<svg onload=alert(1)>' }] }),
      'body.attachments.0.img',
      'unsafe_url',
    );
  });

  it('refuse a data: link for a calendar event', async () => {
    const event = { title: 'Reunión', start: '2026-06-01', end: '2026-06-01', allDay: true, extendedProps: { calendar: 'Business' }, url: 'data:text/html,<script>alert(1)</script>' };
    await expectRefused(() => send('POST', '/api/apps/calendar/add-event', { event }), 'body.event.url', 'unsafe_url');
  });

  it('take an https avatar, a path on the site and an inline PNG', async () => {
    for (const avatar of ['https://cdn.example.com/ana.png', '/images/avatars/2.svg', 'data:image/png;base64,iVBORw0KGgo=']) {
      const res = await send('POST', '/api/apps/todo/add-tasks', { ...task, assignee: { fullName: 'Ana', avatar } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().assignee.avatar).toBe(avatar);
    }
  });
});
