import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverArgs } from '../../../scripts/server-command.mjs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const JWT_SECRET = 'system-tests-secret-system-tests-secret';

export interface RunningServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * Starts the built server as `npm start` runs it (or through `npm start` itself with `viaNpm`) on a database,
 * resolving once it answers HTTP.
 */
export async function startServer(databaseUrl: string, options: { port?: number; viaNpm?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, LOG: 'off', LOGIN_RATE_LIMIT: '1000', ...options.env };
  const child = options.viaNpm
    ? spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, serverArgs(env), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: RunningServer = { baseUrl: `http://127.0.0.1:${port}`, port, process: child, exited, output: () => output };

  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!output.includes('Tablero is running')) {
    if (gone) throw new Error(`The server exited before listening:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return server;
}

/** Signs in as the sample admin and returns the access token. */
export async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The first client of the sample data (invoices need one). */
export async function firstClientId(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/invoice/clients`, { headers: { authorization: `Bearer ${token}` } });
  const clients = (await res.json()) as { id: number }[];
  if (!clients.length) throw new Error('The sample data has no invoice client');
  return clients[0].id;
}

/** Stops a server for good at the end of a test, whatever state it is in. */
export async function killServer(server: RunningServer | undefined) {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGKILL');
  await server.exited;
}
