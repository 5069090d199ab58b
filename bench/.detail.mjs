import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const PORT = 3310; const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'wb-'));
const server = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`, LOG: 'off', LOGIN_RATE_LIMIT: '1000' }, stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${base}/api/docs/json`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const session = await (await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const route of process.argv.slice(2)) {
  const context = await browser.newContext();
  if (!/login|register|misc/.test(route)) await context.addInitScript((s) => { localStorage.setItem('userData', JSON.stringify(s.userData)); localStorage.setItem('accessToken', s.accessToken); localStorage.setItem('refreshToken', s.refreshToken); }, session);
  const page = await context.newPage();
  const js = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') js.push(r.body().then((b) => [r.url().split('/').pop(), gzipSync(b, { level: 9 }).length])); });
  await page.goto(base + route); await page.waitForLoadState('networkidle');
  const rows = (await Promise.all(js)).sort((a, b) => b[1] - a[1]);
  console.log(`\n${route}: ${(rows.reduce((s, r) => s + r[1], 0) / 1024).toFixed(1)} KB`);
  for (const [n, b] of rows) console.log(`  ${(b / 1024).toFixed(1).padStart(6)}  ${n}`);
  await context.close();
}
await browser.close(); server.kill();
