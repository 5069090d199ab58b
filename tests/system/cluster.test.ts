import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './support/database';
import { killServer, startServer, type RunningServer } from './support/server';

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const LOGIN_LIMIT = 8;
// A 1×1 PNG, as the browser sends an uploaded image (a data URL stored in the database).
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Session {
  accessToken: string;
  refreshToken: string;
  userData: { id: number; email: string };
}

// Two instances of the built server on one PostgreSQL database, as behind a load balancer: what one
// does, the other sees. Neither has JWT_SECRET: they share the secret the database keeps.
describe('two instances on one PostgreSQL database', () => {
  let a: RunningServer;
  let b: RunningServer;
  let dispose: () => Promise<void>;
  // Every sign-in attempt from this test counts against the one budget the instances share.
  let loginAttempts = 0;
  let admin: Session;
  let ines: Session;

  const call = async (server: RunningServer, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
  };
  const signIn = async (server: RunningServer, email: string, password: string) => {
    loginAttempts++;
    const res = await call(server, 'POST', '/api/jwt/login', { body: { email, password } });
    expect(res.status, res.text).toBe(200);
    return res.json() as unknown as Session;
  };

  beforeAll(async () => {
    const db = await freshDatabase('postgres');
    dispose = db.dispose;
    const env = { JWT_SECRET: '', LOGIN_RATE_LIMIT: String(LOGIN_LIMIT), METRICS_TOKEN, REGISTER_ROLE: 'admin' };
    // One after the other: the first creates and seeds the database.
    a = await startServer(db.url, { env });
    b = await startServer(db.url, { env });
    admin = await signIn(a, 'admin@demo.com', 'admin');
    const registered = await call(b, 'POST', '/api/jwt/register', { body: { username: 'ines', email: 'ines@example.com', password: 'ines-password-1', lang: 'en' } });
    expect(registered.status, registered.text).toBe(201);
    ines = registered.json() as unknown as Session;
  });
  afterAll(async () => {
    await killServer(a);
    await killServer(b);
    await dispose?.();
  });

  it('a ticket issued by A opens a stream on B, where a chat message sent through A arrives', async () => {
    const ticket = await call(a, 'POST', '/api/events/ticket', { token: ines.accessToken });
    expect(ticket.status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${b.baseUrl}/api/events?ticket=${ticket.json().ticket as string}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(text)) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`No ${pattern} within 10 s; got: ${text}`)), deadline - Date.now())));
        const { value, done } = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
        if (done) throw new Error(`The stream ended before ${pattern}: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await readUntil(/: connected/);
      expect(Number((await call(b, 'GET', '/metrics', { token: METRICS_TOKEN })).text.match(/^tablero_event_streams_open (\d+)$/m)?.[1])).toBe(1);
      const sent = await call(a, 'POST', '/api/apps/chat/send-msg', { token: admin.accessToken, body: { contact: { id: ines.userData.id }, message: 'Hola desde la instancia A' } });
      expect(sent.status, sent.text).toBeLessThan(300);
      await readUntil(/event: chat\.message\ndata: .*Hola desde la instancia A/);
      expect(text).toContain(`"contactId":${admin.userData.id}`);
    } finally {
      controller.abort();
    }
    // Single use across instances too: the ticket is spent, on A as on B.
    expect((await fetch(`${a.baseUrl}/api/events?ticket=${ticket.json().ticket as string}`)).status).toBe(401);
  });

  it('a mail sent through A is in the inbox read through B', async () => {
    const sent = await call(a, 'POST', '/api/apps/email/send', { token: admin.accessToken, body: { to: ['ines@example.com'], subject: 'Entre instancias', message: '<p>Hola</p>', lang: 'es' } });
    expect(sent.status, sent.text).toBeLessThan(300);
    const inbox = await call(b, 'GET', '/api/apps/email/emails?folder=inbox&q=Entre', { token: ines.accessToken });
    expect(inbox.status).toBe(200);
    expect((inbox.json().emails as { subject: string }[]).map((m) => m.subject)).toEqual(['Entre instancias']);
  });

  it('a refresh token rotated on A cannot be replayed on B', async () => {
    const session = await signIn(a, 'ines@example.com', 'ines-password-1');
    const first = await call(a, 'POST', '/api/jwt/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    // Within the grace for parallel tabs, B knows of the rotation: it answers the very pair A gave, no new one.
    const parallel = await call(b, 'POST', '/api/jwt/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(parallel.json()).toEqual(first.json());
    // Once the successor has been used, the old token coming back is a replay: refused, and the session ends.
    const second = await call(b, 'POST', '/api/jwt/refresh-token', { body: { refreshToken: first.json().refreshToken } });
    expect(second.status).toBe(200);
    const replay = await call(b, 'POST', '/api/jwt/refresh-token', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await call(a, 'POST', '/api/jwt/refresh-token', { body: { refreshToken: second.json().refreshToken } })).status).toBe(401);
    expect((await call(a, 'GET', '/api/jwt/me', { token: second.json().accessToken as string })).status).toBe(401);
  });

  it('an image uploaded through A is served by B', async () => {
    const boards = await call(a, 'GET', '/api/apps/kanban/boards', { token: admin.accessToken });
    const boardId = (boards.json().boards as { id: string }[])[0].id;
    const added = await call(a, 'POST', '/api/apps/kanban/add-task', {
      token: admin.accessToken,
      body: { title: 'Portada entre instancias', boardId, coverImage: PIXEL, attachments: [{ name: 'pixel.png', img: PIXEL }] },
    });
    expect(added.status, added.text).toBe(201);
    const tasks = await call(b, 'GET', '/api/apps/kanban/tasks', { token: admin.accessToken });
    const task = (tasks.json().tasks as { title: string; coverImage?: string; attachments: { img: string }[] }[]).find((t) => t.title === 'Portada entre instancias');
    expect(task?.coverImage).toBe(PIXEL);
    expect(task?.attachments.map((x) => x.img)).toEqual([PIXEL]);
  });

  it('health, readiness and metrics answer on both; metrics need the token from outside the allow-list', async () => {
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await call(server, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: true, migrations: true, eventListener: true } });
      const metrics = await call(server, 'GET', '/metrics', { token: METRICS_TOKEN, headers: { 'x-request-id': 'scrape-1' } });
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('x-request-id')).toBe('scrape-1');
      expect(metrics.text).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/m);
      expect(metrics.text).toMatch(/^tablero_db_pool_connections\{engine="postgres",state="total"\} [1-9]/m);
      expect(metrics.text).toMatch(/^tablero_event_listener_up 1$/m);
      expect((await call(server, 'GET', '/metrics', { token: 'not-the-metrics-token' })).status).toBe(401);
    }
  });

  // Last: it spends the sign-in budget of this address.
  it('sign-in attempts split across A and B spend one budget: past it, both answer 429', async () => {
    const statuses: number[] = [];
    for (let i = loginAttempts; i < LOGIN_LIMIT; i++) {
      const res = await call(i % 2 ? a : b, 'POST', '/api/jwt/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
      statuses.push(res.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', '/api/jwt/login', { body: { email: 'admin@demo.com', password: 'admin' } });
      expect(refused.status).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts/);
    }
  });
});
