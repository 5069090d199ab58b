// `npm run bench`: the JavaScript (and CSS) each route loads on a first visit, gzip level 9, from the production build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { appRoutes } from './routes.mjs';
import { serverArgs } from '../scripts/server-command.mjs';

const PORT = 3300;
const base = `http://127.0.0.1:${PORT}`;
// The budgets of tests/e2e/page-weight.ts.
const budgetOf = (route) => (route.signedOut ? 125 : route.path === '/apps/calendar' ? 260 : 200);
const routes = await appRoutes();
// Charts load after first paint in their own chunk: measured apart, against their own budget.
// The budgets of tests/e2e/page-weight.ts: Chart.js (the dashboards), Recharts and ApexCharts (their showcase pages).
const CHART_BUDGETS = [
  [/\/chart-canvas-[^/]*\.js$/, 80],
  [/\/recharts-chart-view-[^/]*\.js$/, 145],
  [/\/apex-chart-view-[^/]*\.js$/, 290],
];
const chartBudgetOf = (url) => CHART_BUDGETS.find(([pattern]) => pattern.test(new URL(url).pathname))?.[1];
const isChartChunk = (url) => chartBudgetOf(url) !== undefined;

const dataDir = mkdtempSync(join(tmpdir(), 'tablero-bench-'));
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

try {
  await waitForServer();
  const session = await (await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })).json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext();
    if (!route.signedOut) {
      await context.addInitScript((s) => {
        localStorage.setItem('userData', JSON.stringify(s.userData));
        localStorage.setItem('accessToken', s.accessToken);
        localStorage.setItem('refreshToken', s.refreshToken);
      }, session);
    }
    const page = await context.newPage();
    const js = [];
    const charts = [];
    let chartBudget;
    const css = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script') (isChartChunk(response.url()) ? charts : js).push(response.body());
      if (type === 'script' && isChartChunk(response.url())) chartBudget = chartBudgetOf(response.url());
      if (type === 'stylesheet') css.push(response.body());
    });
    await page.goto(base + route.path);
    await page.waitForLoadState('networkidle');
    const gz = async (list) => (await Promise.all(list)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const kb = +((await gz(js)) / 1024).toFixed(1);
    rows.push({ route: route.path, 'signed out': route.signedOut, 'js files': js.length, 'js KB (gzip-9)': kb, 'budget KB': budgetOf(route), 'charts KB (after paint)': +((await gz(charts)) / 1024).toFixed(1), 'charts budget KB': chartBudget ?? '', 'css KB (gzip-9)': +((await gz(css)) / 1024).toFixed(1) });
    await context.close();
  }
  await browser.close();
  console.table(rows);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
