// `npm run bench:lighthouse [routes…]`: Lighthouse (desktop preset) performance, accessibility and best
// practices of each route, against the production build on a fresh database. Signed-in routes run as admin.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { serverArgs } from '../scripts/server-command.mjs';

const PORT = 3302;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORT}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/apps/todo', '/apps/user/list'];
const anonymous = (route) => /^\/(login|register|pages\/|misc\/)/.test(route);

const dataDir = mkdtempSync(join(tmpdir(), 'tablero-bench-lh-'));
const server = spawn(process.execPath, serverArgs(), {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`, LOG: 'off', LOGIN_RATE_LIMIT: '1000' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

let browser;
try {
  await waitForServer();
  const session = await (await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })).json();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const page = await (await browser.newContext()).newPage();
  const rows = [];
  for (const route of routes) {
    // The session lives in localStorage; Lighthouse is told to keep storage, so it is set (or cleared) here first.
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ([s, signedIn]) => {
        localStorage.clear();
        if (!signedIn) return;
        localStorage.setItem('userData', JSON.stringify(s.userData));
        localStorage.setItem('accessToken', s.accessToken);
        localStorage.setItem('refreshToken', s.refreshToken);
      },
      [session, !anonymous(route)],
    );
    const result = await lighthouse(base + route, { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: true }, desktopConfig);
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && ['accessibility'].some((c) => categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id);
    rows.push({
      route,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'a11y failing': failing.join(' ') || '—',
    });
  }
  console.table(rows);
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
