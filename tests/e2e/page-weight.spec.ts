import { gzipSync } from 'node:zlib';
import { paths } from '../../src/app/paths';
import { loginAs, test, expect } from './fixtures';

// Bytes, not time, so the budget can be a test: gzip level 9 of every script a first visit fetches.
// Comparable templates load 176–500 KB on their login page and 332–633 KB on their dashboard.
const LOGIN_BUDGET = 100 * 1024;
const APP_PAGE_BUDGET = 200 * 1024;
// The calendar carries FullCalendar (its own Preact build included): it gets a budget of its own.
const PAGE_BUDGETS: Record<string, number> = { [paths.calendar]: 250 * 1024 };

async function scriptWeight(page: import('@playwright/test').Page, route: string) {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

test('the login page loads at most 100 KB of JavaScript (gzip)', async ({ page }) => {
  const bytes = await scriptWeight(page, paths.login);
  console.log(`login: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('every page of the app loads at most 200 KB of JavaScript on a first visit (gzip), the calendar 250 KB', async ({ browser }) => {
  test.setTimeout(120_000);
  const appRoutes = [...new Set(Object.values(paths as Record<string, string>))].filter((p) => !p.includes(':') && !p.startsWith('/pages/') && !p.startsWith('/misc/'));
  const over: string[] = [];
  for (const route of appRoutes) {
    // A fresh context per route: nothing cached from the previous page.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (route !== paths.login && route !== paths.register) await loginAs(page, 'admin');
    const bytes = await scriptWeight(page, route);
    console.log(`${route}: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
    if (bytes > (PAGE_BUDGETS[route] ?? APP_PAGE_BUDGET)) over.push(`${route}: ${(bytes / 1024).toFixed(1)} KB`);
    await context.close();
  }
  expect(over).toEqual([]);
});
