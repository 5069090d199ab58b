// `npm run bench:api`: how fast the paged lists answer at scale. Starts the built server on a fresh database
// seeded with SEED_SCALE (default 2000: 100,000 users), signs in, and times each list query over loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3301;
const SCALE = process.env.SEED_SCALE ?? '2000';
const ROUNDS = 30;
const base = `http://127.0.0.1:${PORT}`;

// Each list with its default view, a search, a filter, a sort on another column and a deep page.
const queries = [
  '/api/users/list/data',
  '/api/users/list/data?q=romero',
  '/api/users/list/data?role=editor&status=active',
  '/api/users/list/data?sortColumn=email&sort=desc',
  '/api/users/list/data?page=5000',
  '/api/users/list/data?q=romero&role=editor',
  '/api/apps/invoice/invoices',
  '/api/apps/invoice/invoices?q=nubaria',
  '/api/apps/invoice/invoices?status=Paid&sortColumn=client.name&sort=desc',
  '/api/apps/invoice/invoices?sortColumn=balance&page=3000',
  '/api/apps/permissions/data',
  '/api/apps/permissions/data?q=manage&assignedTo=administrator',
];

const dataDir = mkdtempSync(join(tmpdir(), 'tablero-bench-api-'));
const started = Date.now();
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`, LOG: 'off', SEED_SCALE: SCALE, LOGIN_RATE_LIMIT: '1000' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  await waitForServer();
  console.log(`SEED_SCALE=${SCALE}: created, migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const login = await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  const { accessToken } = await login.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const rows = [];
  for (const path of queries) {
    const first = await fetch(base + path, { headers });
    if (!first.ok) throw new Error(`${path} answered ${first.status}`);
    const body = await first.json();
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const response = await fetch(base + path, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    rows.push({ query: path.replace('/api', ''), total: body.total, 'median ms': +percentile(times, 50).toFixed(1), 'p95 ms': +percentile(times, 95).toFixed(1) });
  }
  console.table(rows);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
