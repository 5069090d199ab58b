// A throwaway PostgreSQL for tests: initdb into a temporary folder, postgres on a free port with its
// socket in that folder, stopped and deleted afterwards. As root it runs as the `postgres` OS user
// (postgres refuses to run as root).
//
//   import { startTestPostgres } from './scripts/test-postgres.mjs';
//   const pg = await startTestPostgres();   // pg.url: postgres://…/postgres
//   …
//   await pg.stop();
//
// From a shell: `node scripts/test-postgres.mjs -- npx vitest run src/modules/kanban/service.test.ts`
// runs the command with TEST_DATABASE_URL set to a fresh database, then removes it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const OS_USER = 'postgres';

/** The folder holding initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const bin = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
  if (!bin) {
    throw new Error(
      'PostgreSQL binaries not found (looked in PG_BIN and /usr/lib/postgresql/*/bin). ' +
        'Install the Debian package `postgresql` (apt-get install postgresql) or set PG_BIN.',
    );
  }
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The command as the postgres OS user when we are root, as ourselves otherwise. */
function asOwner(command, args) {
  return isRoot() ? ['runuser', ['-u', OS_USER, '--', command, ...args]] : [command, args];
}

function run(command, args) {
  const [cmd, argv] = asOwner(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

/** Resolves once postgres accepts connections on the socket (pg_isready), or rejects when it exits. */
async function ready(bin, folder, port, server, log, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited (${server.exitCode}):\n${log()}`);
    const [cmd, argv] = asOwner(join(bin, 'pg_isready'), ['-q', '-h', folder, '-p', String(port), '-d', 'postgres']);
    if (spawnSync(cmd, argv).status === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`postgres did not start within ${timeoutMs / 1000} s:\n${log()}`);
}

/**
 * Starts a fresh PostgreSQL cluster (`durable: false` skips every wait for the disk). `url` connects as the cluster's superuser (trust auth, over the
 * socket in the temporary folder); `databaseUrl(name)` gives the URL of another database in it.
 */
export async function startTestPostgres({ durable = true } = {}) {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'tablero-pg-'));
  const dataDir = join(folder, 'data');
  if (isRoot()) {
    chownSync(folder, uidOf(OS_USER), gidOf(OS_USER));
    chmodSync(folder, 0o700);
  }
  const user = isRoot() ? OS_USER : (process.env.USER ?? 'postgres');
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);

  const port = await freePort();
  // `durable: false` (service and API tests, whose data lives as long as the run): nothing waits for the disk.
  const disk = durable ? ['-c', 'fsync=on'] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const settings = ['-k', folder, '-p', String(port), '-c', 'listen_addresses=', ...disk, '-c', 'max_connections=400'];
  const [cmd, argv] = asOwner(join(bin, 'postgres'), ['-D', dataDir, ...settings]);
  const server = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  server.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  try {
    await ready(bin, folder, port, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    removeFolder();
    throw error;
  }

  const databaseUrl = (name) => `postgres://${encodeURIComponent(user)}@localhost:${port}/${name}?host=${encodeURIComponent(folder)}`;
  let stopping = null;
  return {
    url: databaseUrl('postgres'),
    databaseUrl,
    port,
    socketDir: folder,
    bin,
    user,
    /** Stops the server (fast shutdown) and deletes its folder. */
    stop() {
      stopping ??= (async () => {
        if (server.exitCode === null) {
          // A "fast" shutdown: open sessions are ended rather than waited for.
          const [cmd, argv] = asOwner(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '10']);
          spawnSync(cmd, argv, { stdio: 'ignore' });
          const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        }
        removeFolder();
      })();
      return stopping;
    },
  };
}

function idOf(flag, name) {
  const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`There is no "${name}" OS user to run PostgreSQL as (the postgresql package creates it).`);
  return Number(result.stdout.trim());
}
const uidOf = (name) => idOf('-u', name);
const gidOf = (name) => idOf('-g', name);

/** Creates an empty database in the cluster and returns its URL. */
export async function createTestDatabase(cluster, name) {
  const psql = join(cluster.bin, 'psql');
  run(psql, ['-h', cluster.socketDir, '-p', String(cluster.port), '-U', cluster.user, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE "${name}"`]);
  return cluster.databaseUrl(name);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  const cluster = await startTestPostgres();
  if (command.length === 0) {
    // No command: keep it running until stopped (Ctrl-C).
    console.log(`PostgreSQL is running: TEST_DATABASE_URL=${cluster.url}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
  } else {
    const url = await createTestDatabase(cluster, 'tablero_test');
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
    const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
    await cluster.stop();
    process.exit(code);
  }
}
