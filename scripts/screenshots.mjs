// `npm run screenshots`: pictures of the main screens for the README, in docs/screenshots/. Builds nothing:
// it runs the built server (`npm run build` first) on a fresh database of its own, signs in as the demo
// admin and saves each screen with Chromium (CHROMIUM_PATH, or /usr/bin/chromium). SCREENSHOTS_PORT picks
// the port (3300 unless said).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { serverArgs } from './server-command.mjs';

const port = Number(process.env.SCREENSHOTS_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const out = 'docs/screenshots';

/** Each picture: the screen, the skin and direction, the width, and what must show before it is taken. */
const SHOTS = [
  { file: 'users-light.png', path: '/apps/user/list', skin: 'light', ready: 'table tbody tr' },
  { file: 'users-dark.png', path: '/apps/user/list', skin: 'dark', ready: 'table tbody tr' },
  { file: 'invoices-light.png', path: '/apps/invoice/list', skin: 'light', ready: 'table tbody tr' },
  { file: 'invoices-dark.png', path: '/apps/invoice/list', skin: 'dark', ready: 'table tbody tr' },
  { file: 'email-light.png', path: '/apps/email', skin: 'light', ready: 'main li' },
  { file: 'email-dark.png', path: '/apps/email', skin: 'dark', ready: 'main li' },
  { file: 'calendar-light.png', path: '/apps/calendar', skin: 'light', ready: '.fc-event' },
  { file: 'calendar-dark.png', path: '/apps/calendar', skin: 'dark', ready: '.fc-event' },
  { file: 'kanban-light.png', path: '/apps/kanban', skin: 'light', ready: 'main li' },
  { file: 'kanban-dark.png', path: '/apps/kanban', skin: 'dark', ready: 'main li' },
  { file: 'todo-rtl.png', path: '/apps/todo', skin: 'light', language: 'ar', direction: 'rtl', menuLayout: 'vertical', ready: 'main li' },
  { file: 'invoices-375.png', path: '/apps/invoice/list', skin: 'light', width: 375, height: 812, ready: 'main' },
];

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tablero-screenshots-'));
const server = spawn(process.execPath, serverArgs(), {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`, LOG: 'off' },
});
const stop = () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

/** Until the server answers (it creates, migrates and seeds the database first). */
async function serverUp() {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting.');
    const up = await fetch(`${base}/api/docs/json`).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${base}.`);
}

try {
  await serverUp();
  mkdirSync(out, { recursive: true });
  const login = await fetch(`${base}/api/jwt/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  if (!login.ok) throw new Error(`Sign-in refused: ${login.status}`);
  const session = await login.json();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ viewport: { width: shot.width ?? 1440, height: shot.height ?? 900 }, deviceScaleFactor: 1, locale: 'es-ES', reducedMotion: 'reduce' });
      const stored = {
        userData: JSON.stringify(session.userData),
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        skin: shot.skin,
        language: shot.language ?? 'es',
        direction: shot.direction ?? 'ltr',
        menuLayout: shot.menuLayout ?? 'horizontal',
      };
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
      const page = await context.newPage();
      await page.goto(`${base}${shot.path}`);
      await page.locator(shot.ready).first().waitFor({ timeout: 20_000 });
      // The navbar complete: its widgets (search, cart, notifications) load beside the page.
      await page.locator('header .tb-navbar-widget-toggle').nth(1).waitFor({ timeout: 20_000 });
      // Nothing still loading: no skeleton, no spinner, no progress bar.
      await page.locator('.placeholder-glow, .spinner-border, [role=progressbar]').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, shot.file) });
      console.log(`${out}/${shot.file}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
