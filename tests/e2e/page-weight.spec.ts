import { gzipSync } from 'node:zlib';
import { loginAs, test, expect, type Session } from './fixtures';

// Bytes, not time, so the budget can be a test: gzip level 9 of every script a first load fetches.
// The budgets hold what the pages weigh today so nothing grows unnoticed. The goal is lower (login ≤ 120 KB):
// React DOM, React Router, Redux Toolkit and i18next alone weigh about 130 KB, so getting there needs one of
// them out of the first load — a decision recorded in the closing notes, not made silently here.
const LOGIN_BUDGET = 190 * 1024;
const TODO_BUDGET = 230 * 1024;
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

test('the login page stays within its JavaScript budget (gzip)', async ({ page }) => {
  const bytes = await scriptWeight(page, '/login');
  console.log(`login: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('the Todo page stays within its JavaScript budget (gzip)', async ({ page }) => {
  const session: Session = await loginAs(page, 'admin');
  expect(session.userData.role).toBe('admin');
  const bytes = await scriptWeight(page, '/apps/todo');
  console.log(`todo: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
  expect(bytes).toBeLessThanOrEqual(TODO_BUDGET);
});
