import { gzipSync } from 'node:zlib';
import { loginAs, test, expect, type Session } from './fixtures';

// Bytes, not time, so the budget can be a test: gzip level 9 of every script a first load fetches.
async function scriptWeight(page: import('@playwright/test').Page, route: string) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  return all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

test('the login page loads at most 120 KB of JavaScript (gzip)', async ({ page }) => {
  const bytes = await scriptWeight(page, '/login');
  console.log(`login: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
  expect(bytes).toBeLessThanOrEqual(120 * 1024);
});

test('the Todo page loads at most 200 KB of JavaScript (gzip)', async ({ page }) => {
  const session: Session = await loginAs(page, 'admin');
  expect(session.userData.role).toBe('admin');
  const bytes = await scriptWeight(page, '/apps/todo');
  console.log(`todo: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
  expect(bytes).toBeLessThanOrEqual(200 * 1024);
});
