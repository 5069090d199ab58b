import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { freshDatabase, openReader, type EngineName } from './support/database';
import { descendants, gone, listening, within } from './support/processes';
import { killServer, login, startServer, type RunningServer } from './support/server';

/** Reads from a socket until `pattern` shows up in what arrived; resolves with everything read so far. */
function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (pattern.test(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => (pattern.test(text) ? resolve(text) : reject(new Error(`Closed before ${pattern}; got: ${text}`))));
  });
}

// Both signals on SQLite; the database closing is the part that differs on PostgreSQL.
const cases: [EngineName, NodeJS.Signals][] = [
  ['sqlite', 'SIGTERM'],
  ['sqlite', 'SIGINT'],
  ['postgres', 'SIGTERM'],
];

describe.each(cases)('stopping npm start on %s with %s', (engine, signal) => {
  let server: RunningServer | undefined;
  let family: number[] = [];
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const pid of family) if (!gone(pid)) process.kill(pid, 'SIGKILL');
    await killServer(server);
    await dispose?.();
  });

  it('lets the in-flight request finish, ends event streams, frees the port and exits within 10 s', async () => {
    const db = await freshDatabase(engine);
    dispose = db.dispose;
    server = await startServer(db.url, { viaNpm: true });
    family = descendants(server.process.pid!);
    expect(family.length).toBeGreaterThan(0);
    const token = await login(server.baseUrl);

    // An open event stream (it would keep the server alive if nothing ended it).
    const ticket = (await (await fetch(`${server.baseUrl}/api/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { ticket: string };
    const stream = connect({ port: server.port, host: '127.0.0.1' });
    stream.write(`GET /api/events?ticket=${encodeURIComponent(ticket.ticket)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
    await readUntil(stream, /: connected/);
    let streamClosed = false;
    stream.once('close', () => (streamClosed = true));

    // A request in flight: its headers are in (the server answered 100 Continue), half of its body is not.
    const body = JSON.stringify({ title: 'Written while stopping', dueDate: '2026-12-24' });
    const request = connect({ port: server.port, host: '127.0.0.1' });
    request.write(
      `POST /api/apps/todo/add-tasks HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await readUntil(request, /100 Continue\r\n\r\n/);
    request.write(body.slice(0, 10));

    const stoppedAt = Date.now();
    server.process.kill(signal);
    // The server has begun closing once it ends the event stream.
    expect(await within(8_000, () => streamClosed)).toBe(true);
    request.write(body.slice(10));
    const answer = await readUntil(request, /\r\n\r\n[\s\S]*\}$/);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /m);
    expect(answer).toContain('"title":"Written while stopping"');
    request.destroy();

    const everyoneGone = await within(10_000 - (Date.now() - stoppedAt), () => gone(server!.process.pid!) && family.every(gone));
    expect({ everyoneGone, left: family.filter((pid) => !gone(pid)) }).toEqual({ everyoneGone: true, left: [] });
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await listening(server.port)).toBe(false);

    // The write that finished during the stop is in the database.
    const reader = openReader(db.url);
    try {
      const rows = await reader.all<{ title: string }>('SELECT title FROM todo_tasks WHERE title = ?', ['Written while stopping']);
      expect(rows).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });
});
