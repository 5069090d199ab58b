// `npm run bench:api [-- --pg]`: the paged lists under load. Seeds a fresh database at SEED_SCALE
// (default 2000: 100,000 people, 72,000 invoices, …), starts the built server on it, and runs 50
// connections for DURATION seconds against every list endpoint's page 1, search, filter, sort and
// deep page, beside a bare Fastify route in a process of its own answering the same body (the limit
// to approach). Prints req/s, p50, p99, the share of the bare route's req/s and the server's peak RSS.
// `--pg` does the same on a throwaway PostgreSQL; `--markdown` prints the table for the README.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase, startTestPostgres } from '../scripts/test-postgres.mjs';
import { serverArgs } from '../scripts/server-command.mjs';

const PORT = 3301;
const BARE_PORT = 3302;
const SCALE = process.env.SEED_SCALE ?? '2000';
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = 50;
const onPg = process.argv.includes('--pg');
const markdown = process.argv.includes('--markdown');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const base = `http://127.0.0.1:${PORT}`;

// Each list: its default view, a search, a filter, a sort on another column, a deep page, a combination.
const queries = [
  '/api/users/list/data',
  '/api/users/list/data?q=romero',
  '/api/users/list/data?role=manager&status=active',
  '/api/users/list/data?sortColumn=email&sort=desc',
  '/api/users/list/data?page=900',
  '/api/users/list/data?q=romero&role=manager',
  '/api/apps/invoice/invoices',
  '/api/apps/invoice/invoices?q=nubaria',
  '/api/apps/invoice/invoices?status=Paid&sortColumn=client.name&sort=desc',
  '/api/apps/invoice/invoices?sortColumn=balance&page=900',
  '/api/apps/permissions/data',
  '/api/apps/permissions/data?q=manage&assignedTo=manager',
  '/api/apps/todo/tasks',
  '/api/apps/todo/tasks?q=demo',
  '/api/apps/todo/tasks?filter=important&tag=team&sortBy=due-date',
  '/api/apps/email/emails',
  '/api/apps/email/emails?q=factura',
  '/api/apps/email/emails?folder=starred',
  '/api/apps/chat/chats-and-contacts',
  '/api/apps/chat/chats-and-contacts?q=romero',
  '/api/apps/chat/get-chat?id=1',
  '/api/apps/kanban/tasks',
  '/api/apps/calendar/events?calendars=Business&start=2026-11-23&end=2026-11-30',
  '/api/datatables/data',
  '/api/datatables/data?q=lisboa',
  '/api/datatables/data?status=3&salaryMin=50000&salaryMax=90000',
  '/api/datatables/data?sortColumn=full_name&sort=desc',
  '/api/datatables/data?sortColumn=salary&page=900',
  '/api/datatables/data?post=engineer&ageMin=30&ageMax=40&sortColumn=start_date',
  // The dashboards' cards: aggregates over orders, invoices, accounts and the daily traffic.
  ...['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'].map((card) => `/api/card/card-analytics/${card}`),
  '/api/card/card-analytics/support-tracker?range=last-year',
  '/api/card/card-analytics/customers?range=last-year',
  ...['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'].map((card) => `/api/card/card-statistics/${card}`),
  ...['overview', 'browser-states', 'transactions', 'recent-orders'].map((card) => `/api/card/card-ecommerce/${card}`),
].filter((path) => !only || path.includes(only));

const dataDir = mkdtempSync(join(tmpdir(), 'tablero-bench-api-'));
const pg = onPg ? await startTestPostgres() : null;
const databaseUrl = pg ? await createTestDatabase(pg, 'tablero_bench') : `file:${join(dataDir, 'db.sqlite')}`;
const startServer = () =>
  spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG: 'off', SEED_SCALE: SCALE, LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const stopServer = async () => {
  if (server.exitCode === null) {
    server.kill();
    await new Promise((r) => server.once('exit', r));
  }
};
const started = Date.now();
// The first start seeds; the measured server is a second start on that database, as in production.
let server = startServer();
let bare = null;

async function waitForServer() {
  for (let i = 0; i < 1500; i++) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/healthz`)).ok || (await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** The resident memory of a process (Linux), in MB. */
const rss = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
let peakRss = 0;

async function load(url, headers, connections = CONNECTIONS) {
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss(server.pid))), 100);
  try {
    // A second of warm-up first (the JIT compiles the hot paths), for the bare route as for the server.
    return await autocannon({ url, connections, duration: DURATION, headers, warmup: { connections, duration: 1 } });
  } finally {
    clearInterval(sampler);
  }
}

function summary(result) {
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures) throw new Error(`${result.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  await waitForServer();
  console.log(`${onPg ? 'PostgreSQL' : 'SQLite'}, SEED_SCALE=${SCALE}: created, migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await stopServer();
  server = startServer();
  await waitForServer();
  const login = await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };

  // The bare route answers the users list's first page, byte for byte.
  const first = await fetch(base + queries[0], { headers });
  writeFileSync(join(dataDir, 'body.json'), await first.text());
  bare = fork('bench/bare-route.mjs', [join(dataDir, 'body.json'), String(BARE_PORT)], { stdio: 'ignore' });
  await new Promise((resolve) => bare.once('message', resolve));
  const bareResult = summary(await load(`http://127.0.0.1:${BARE_PORT}/`, {}));

  const rows = [{ request: 'bare Fastify route, same body', total: '', 'req/s': bareResult.rps, 'p50 ms': bareResult.p50, 'p99 ms': bareResult.p99, share: '1.00' }];
  for (const path of queries) {
    const probe = await fetch(base + path, { headers });
    if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
    const body = await probe.json();
    const r = summary(await load(base + path, headers));
    rows.push({ request: path.replace('/api', ''), total: body.total ?? '', 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, share: (r.rps / bareResult.rps).toFixed(2) });
  }

  // A slow request must not hold up the others: page 1 measured while searches run beside it.
  const slowPath = '/api/apps/invoice/invoices?q=a&sortColumn=balance&page=500';
  const [busy] = await Promise.all([load(base + queries[0], headers, CONNECTIONS - 5), load(base + slowPath, headers, 5)]);
  const b = summary(busy);
  rows.push({ request: `${queries[0].replace('/api', '')} beside 5 × broad search`, total: '', 'req/s': b.rps, 'p50 ms': b.p50, 'p99 ms': b.p99, share: (b.rps / bareResult.rps).toFixed(2) });

  if (markdown) {
    console.log('| request | total | req/s | p50 ms | p99 ms | share of bare |\n| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) console.log(`| ${r.request} | ${r.total} | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r.share} |`);
  } else {
    console.table(rows);
  }
  console.log(`server RSS under load: at most ${peakRss} MB`);
} finally {
  bare?.kill();
  await stopServer();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
