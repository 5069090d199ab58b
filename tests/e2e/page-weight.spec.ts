import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { loginAs, pageShown, test, expect } from './fixtures';
import { guestOnlyRoutes, publicRoutes, routes, withoutNavbarRoutes } from './routes';

// Bytes, not time, so the budget can be a test: gzip level 9 of every script a first visit fetches.
// Comparable templates load 176–500 KB on their login page and 332–633 KB on their dashboard.
const SIGNED_OUT_BUDGET = 125 * 1024;
const SIGNED_IN_BUDGET = 200 * 1024;
// The calendar carries FullCalendar (its own Preact build included): it gets a budget of its own.
const PAGE_BUDGETS: Record<string, number> = { '/apps/calendar': 260 * 1024 };
// Charts (Chart.js) load after a page's first paint, in a chunk of their own: the page is measured without it
// (its figures show before), the chart chunk against a budget of its own.
const CHART_BUDGET = 80 * 1024;
const isChartChunk = (url: string) => /\/chart-canvas-[^/]*\.js$/.test(new URL(url).pathname);

/** The scripts a first visit loads until the page is there for a person: content shown, nothing loading. */
async function scriptWeight(page: Page, route: string, signedIn: boolean) {
  const bodies: Promise<Buffer>[] = [];
  const charts: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') (isChartChunk(response.url()) ? charts : bodies).push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(route);
  await pageShown(page);
  // The navbar's widgets are part of a signed-in page as a person sees it (of those that have a navbar).
  if (signedIn && !withoutNavbarRoutes.has(route)) await expect(page.getByRole('banner').getByRole('button', { name: /notificaciones/i })).toBeVisible();
  page.off('response', onResponse);
  const gz = async (list: Promise<Buffer>[]) => (await Promise.all(list)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { bytes: await gz(bodies), chartBytes: await gz(charts) };
}

// One test per page: each gets its own time, and the two workers share the walk.
for (const route of routes) {
  const signedOut = guestOnlyRoutes.has(route) || publicRoutes.has(route);
  const budget = signedOut ? SIGNED_OUT_BUDGET : (PAGE_BUDGETS[route] ?? SIGNED_IN_BUDGET);
  test(`${route} loads at most ${budget / 1024} KB of JavaScript ${signedOut ? 'signed out' : 'signed in'} (gzip-9, first visit), charts at most ${CHART_BUDGET / 1024} KB after first paint`, async ({ browser }) => {
    // A fresh context per route: nothing cached from the previous page.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (!signedOut) await loginAs(page, 'admin');
    const { bytes, chartBytes } = await scriptWeight(page, route, !signedOut);
    const charts = chartBytes ? `, then ${(chartBytes / 1024).toFixed(1)} KB of charts` : '';
    console.log(`${route}${signedOut ? ' (signed out)' : ''}: ${(bytes / 1024).toFixed(1)} KB of JavaScript, budget ${budget / 1024} KB${charts}`);
    expect(bytes, `${route}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    expect(chartBytes, `${route} charts: ${(chartBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(CHART_BUDGET);
    await context.close();
  });
}
