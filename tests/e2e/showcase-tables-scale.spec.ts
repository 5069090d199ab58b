import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginAs, test, expect } from './fixtures';

// The employee table at the size the spec scales it to: a server of this file's own, whose database holds 100,000
// employees (SEED_SCALE 1000, applied to the data tables only, so the rest seeds at its sample volume).
const PORT = Number(process.env.E2E_PORT ?? 3200) + 7;
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.use({ baseURL: base });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'tablero-e2e-scale-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`, LOG: 'off', SEED_SCALE: '1000', SEED_SCALE_ONLY: 'datatables', LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // It answers once its database is created and seeded.
  await expect.poll(async () => (await fetch(`${base}/api/docs/json`).catch(() => undefined))?.status, { timeout: 230_000, intervals: [500] }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('all 100,000 employees download as one CSV file from the advanced table, every row counted', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/datatables/advance');
  await expect(page.getByText(/de 100\.000/)).toBeVisible();
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toContain('full_name');
  expect(lines.length - 1).toBe(100_000);
  expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(100_000);
});
