import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { loginAs, navbarShown, pageShown, test, expect } from './fixtures';
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
// On the static demo, its backend (services, contracts, the SQLite engine's JavaScript; its WebAssembly is no script)
// loads once the page has shown, or as soon as its first request needs it: a later load, with a budget of its own.
const DEMO_ENGINE: [RegExp, number] = [/\/demo-engine-[^/]*\.js$/, 330 * 1024];
const LATER_LOADS = [...CHART_BUDGETS, DEMO_ENGINE];
const laterBudgetOf = (url: string) => LATER_LOADS.find(([pattern]) => pattern.test(new URL(url).pathname))?.[1];

// The walk shares its routes between the workers.
test.describe.configure({ mode: 'parallel' });

/** Gzip-9 size of a script, read and compressed once: its name carries a hash of its content. */
const gzipped = new Map<string, Promise<number>>();
function gzipSize(page: Page, url: string) {
  if (!gzipped.has(url)) gzipped.set(url, page.request.get(url).then(async (response) => gzipSync(await response.body(), { level: 9 }).length));
  return gzipped.get(url)!;
}

/**
 * The scripts a visit loads until the page is there for a person (content shown, nothing loading), as the page
 * itself lists them: every one it fetched, from the network or from the browser's cache, so the cache changes
 * how fast the walk goes, not what it counts.
 */
async function scriptWeight(page: Page, route: string, signedIn: boolean) {
  await page.goto(route);
  await pageShown(page);
  // The navbar's widgets are part of a signed-in page as a person sees it (of those that have a navbar).
  if (signedIn && !withoutNavbarRoutes.has(route)) await navbarShown(page);
  const scripts = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.endsWith('.js')))]);
  const sized = await Promise.all(scripts.map(async (url) => ({ url, bytes: await gzipSize(page, url), budget: laterBudgetOf(url) })));
  const laterChunks = sized.filter((script) => script.budget !== undefined).map(({ url, bytes, budget }) => ({ url, bytes, budget: budget! }));
  return { bytes: sized.filter((script) => script.budget === undefined).reduce((sum, script) => sum + script.bytes, 0), laterChunks };
}

/**
 * Two pages per worker, one signed out and one signed in once (on the demo, signing in makes its database, which the
 * later visits keep), opened by the worker's first test that needs each.
 */
const weighing = test.extend<object, { visitors: Map<boolean, Page> }>({
  visitors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const visitors = new Map<boolean, Page>();
      await use(visitors);
      await Promise.all([...visitors.values()].map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
});

async function visitor(visitors: Map<boolean, Page>, browser: Browser, signedIn: boolean) {
  let page = visitors.get(signedIn);
  if (!page) {
    page = await (await browser.newContext()).newPage();
    if (signedIn) await loginAs(page, 'admin');
    visitors.set(signedIn, page);
  }
  return page;
}

// One test per page: each gets its own time, and the two workers share the walk.
for (const route of routes) {
  const signedOut = guestOnlyRoutes.has(route) || publicRoutes.has(route);
  const budget = signedOut ? SIGNED_OUT_BUDGET : (PAGE_BUDGETS[route] ?? SIGNED_IN_BUDGET);
  weighing(`${route} loads at most ${budget / 1024} KB of JavaScript ${signedOut ? 'signed out' : 'signed in'} (gzip-9, first visit), its charts (and the demo's engine) within their own budgets after first paint`, async ({ visitors, browser }) => {
    const page = await visitor(visitors, browser, !signedOut);
    const { bytes, laterChunks } = await scriptWeight(page, route, !signedOut);
    const what = (url: string) => (DEMO_ENGINE[0].test(new URL(url).pathname) ? "the demo's engine" : 'charts');
    const then = laterChunks.map((chunk) => `, then ${(chunk.bytes / 1024).toFixed(1)} KB of ${what(chunk.url)}`).join('');
    console.log(`${route}${signedOut ? ' (signed out)' : ''}: ${(bytes / 1024).toFixed(1)} KB of JavaScript, budget ${budget / 1024} KB${then}`);
    expect(bytes, `${route}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    for (const chunk of laterChunks) expect(chunk.bytes, `${route}, later: ${chunk.url}`).toBeLessThanOrEqual(chunk.budget);
  });
}
