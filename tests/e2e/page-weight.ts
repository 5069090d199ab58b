import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, inDemo } from './fixtures';

// Bytes, not time, so the budget can be a test: gzip level 9 of every script a first visit fetches, until the page is
// there for a person. Comparable templates load 176–500 KB on their login page and 332–633 KB on their dashboard.
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

const budgetOf = (route: string, signedIn: boolean) => (signedIn ? (PAGE_BUDGETS[route] ?? SIGNED_IN_BUDGET) : SIGNED_OUT_BUDGET);

/**
 * Gzip-9 size of a script, compressed once a worker (its name carries a hash of its content). Read from the build the
 * page is served from, file for file what the server sends: asking the server again would add nothing but a second
 * request, which a busy static server has been seen to drop.
 */
const gzipped = new Map<string, Promise<number>>();
function gzipSize(url: string) {
  const build = new URL(`../../dist/${inDemo() ? 'demo' : 'web'}/`, import.meta.url);
  const file = fileURLToPath(new URL(`.${new URL(url).pathname}`, build));
  if (!gzipped.has(file)) gzipped.set(file, readFile(file).then((bytes) => gzipSync(bytes, { level: 9 }).length));
  return gzipped.get(file)!;
}

/**
 * Holds the page just opened (its content shown, nothing loading) to its budget: the scripts its document loaded, as
 * the page itself lists them (every one it fetched, from the network or from the browser's cache, so a cache changes
 * how fast a walk goes, not what it counts). Charts and the demo's engine are held to budgets of their own.
 */
export async function expectWithinBudget(page: Page, route: string, signedIn: boolean) {
  const budget = budgetOf(route, signedIn);
  const scripts = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.endsWith('.js')))]);
  const sized = await Promise.all(scripts.map(async (url) => ({ url, bytes: await gzipSize(url), budget: laterBudgetOf(url) })));
  const bytes = sized.filter((script) => script.budget === undefined).reduce((sum, script) => sum + script.bytes, 0);
  const later = sized.filter((script) => script.budget !== undefined);
  const what = (url: string) => (DEMO_ENGINE[0].test(new URL(url).pathname) ? "the demo's engine" : 'charts');
  const then = later.map((chunk) => `, then ${(chunk.bytes / 1024).toFixed(1)} KB of ${what(chunk.url)}`).join('');
  console.log(`${route}${signedIn ? '' : ' (signed out)'}: ${(bytes / 1024).toFixed(1)} KB of JavaScript, budget ${budget / 1024} KB${then}`);
  expect(bytes, `${route}: ${(bytes / 1024).toFixed(1)} KB of JavaScript, budget ${budget / 1024} KB`).toBeLessThanOrEqual(budget);
  for (const chunk of later) expect(chunk.bytes, `${route}, later: ${chunk.url}`).toBeLessThanOrEqual(chunk.budget!);
}
