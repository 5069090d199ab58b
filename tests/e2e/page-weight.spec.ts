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
// Charts load after a page's first paint, each library in a chunk of its own: the page is measured without it (its
// figures and data tables show before), the chart chunk against a budget of its own. Chart.js serves the dashboards;
// ApexCharts and Recharts only their showcase pages, held at about what they weigh (ApexCharts is the heaviest).
const CHART_BUDGETS: [RegExp, number][] = [
  [/\/chart-canvas-[^/]*\.js$/, 80 * 1024],
  [/\/recharts-chart-view-[^/]*\.js$/, 145 * 1024],
  [/\/apex-chart-view-[^/]*\.js$/, 290 * 1024],
];
const chartBudgetOf = (url: string) => CHART_BUDGETS.find(([pattern]) => pattern.test(new URL(url).pathname))?.[1];

/** The scripts a first visit loads until the page is there for a person: content shown, nothing loading. */
async function scriptWeight(page: Page, route: string, signedIn: boolean) {
  const bodies: Promise<Buffer>[] = [];
  const charts: { url: string; body: Promise<Buffer> }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    if (chartBudgetOf(response.url()) === undefined) bodies.push(response.body());
    else charts.push({ url: response.url(), body: response.body() });
  };
  page.on('response', onResponse);
  await page.goto(route);
  await pageShown(page);
  // The navbar's widgets are part of a signed-in page as a person sees it (of those that have a navbar).
  if (signedIn && !withoutNavbarRoutes.has(route)) await expect(page.getByRole('banner').getByRole('button', { name: /notificaciones/i })).toBeVisible();
  page.off('response', onResponse);
  const gz = async (list: Promise<Buffer>[]) => (await Promise.all(list)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const chartChunks = await Promise.all(charts.map(async ({ url, body }) => ({ url, bytes: gzipSync(await body, { level: 9 }).length, budget: chartBudgetOf(url)! })));
  return { bytes: await gz(bodies), chartChunks };
}

// One test per page: each gets its own time, and the two workers share the walk.
for (const route of routes) {
  const signedOut = guestOnlyRoutes.has(route) || publicRoutes.has(route);
  const budget = signedOut ? SIGNED_OUT_BUDGET : (PAGE_BUDGETS[route] ?? SIGNED_IN_BUDGET);
  test(`${route} loads at most ${budget / 1024} KB of JavaScript ${signedOut ? 'signed out' : 'signed in'} (gzip-9, first visit), its charts within their own budgets after first paint`, async ({ browser }) => {
    // A fresh context per route: nothing cached from the previous page.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (!signedOut) await loginAs(page, 'admin');
    const { bytes, chartChunks } = await scriptWeight(page, route, !signedOut);
    const charts = chartChunks.map((chunk) => `, then ${(chunk.bytes / 1024).toFixed(1)} KB of charts`).join('');
    console.log(`${route}${signedOut ? ' (signed out)' : ''}: ${(bytes / 1024).toFixed(1)} KB of JavaScript, budget ${budget / 1024} KB${charts}`);
    expect(bytes, `${route}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    for (const chunk of chartChunks) expect(chunk.bytes, `${route} charts: ${chunk.url}`).toBeLessThanOrEqual(chunk.budget);
    await context.close();
  });
}
