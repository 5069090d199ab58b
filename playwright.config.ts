import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArgs } from './scripts/server-command.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3200);
// The static demo (dist/demo), served as plain files: its backend runs in the page.
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 1);
// The same demo built for a sub-path (`npm run build:demo -- --base /tablero/ --outDir dist/demo-subpath`).
const SUBPATH = '/tablero/';
const SUBPATH_PORT = DEMO_PORT + 1;
// A fresh database every run: the server creates, migrates and seeds it on start.
const dataDir = mkdtempSync(join(tmpdir(), 'tablero-e2e-'));

/**
 * The specs that run against the demo too: every one but those of a second person in a second browser (access, chat),
 * those about the server itself (its headers, its tables at 100,000 rows), the sub-path's own, and the showcase's
 * phone sweep: the demo draws those pages with the same bundle, styles and seed, and routes.spec.ts opens each of them
 * on the demo too.
 */
const NOT_DEMO_SPECS = ['demo-subpath.spec.ts', 'access.spec.ts', 'chat.spec.ts', 'security-headers.spec.ts', 'showcase-tables-scale.spec.ts', 'showcase.spec.ts'];
/**
 * Tests of the other specs that do not apply to the demo: they stub or count the API's traffic on the network, which
 * the demo answers in the page; use an API key from outside the browser; open a mailed link, or see what another
 * person wrote, in a second browser (whose demo holds data of its own); look for an upload at its server address (the
 * demo shows it from an object URL).
 */
const NOT_ON_DEMO = new RegExp(
  [
    'when the server refuses a move',
    'when the list cannot load',
    'block UI: a card is blocked while it reloads',
    'an expired access token is renewed by exactly one refresh',
    'an idle session refreshes instead of signing out',
    'admin creates a key, copies it, uses it',
    'a new account sees the unconfirmed e-mail banner until the mailed link is opened',
    'chat: messages and the about text, seen by the other person',
    'an avatar uploaded, shown, kept after a reload',
  ].join('|'),
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once is a bug to fix, in the product or in the test.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    locale: 'es-ES',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'server', use: { baseURL: `http://127.0.0.1:${PORT}` }, testIgnore: /\/demo(-subpath)?\.spec\.ts$/ },
    // The screens' own specs against the demo build (tests/e2e/fixtures.ts sends their API calls through the page).
    { name: 'demo', use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` }, testIgnore: NOT_DEMO_SPECS, grepInvert: NOT_ON_DEMO },
    { name: 'demo-subpath', use: { baseURL: `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH}` }, testMatch: 'demo-subpath.spec.ts' },
  ],
  webServer: [{
    command: ['node', ...serverArgs()].join(' '),
    url: `http://127.0.0.1:${PORT}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`,
      LOG: 'off',
      LOGIN_RATE_LIMIT: '1000',
      // Every answer the screens get is checked against its contract.
      CHECK_RESPONSES: 'on',
    },
  }, {
    command: `npx vite preview --mode demo --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
    url: `http://127.0.0.1:${DEMO_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  }, {
    command: `npx vite preview --mode demo --base ${SUBPATH} --outDir dist/demo-subpath --host 127.0.0.1 --port ${SUBPATH_PORT} --strictPort`,
    url: `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH}`,
    reuseExistingServer: false,
    timeout: 60_000,
  }],
});
