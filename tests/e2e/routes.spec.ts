import { paths } from '../../src/app/paths';
import { loginAs, test, expect } from './fixtures';

// Every route of the router, opened as admin: no console error, no uncaught exception, a main landmark with content.
const routes = [...new Set(Object.values(paths as Record<string, string>))].filter((p) => !p.includes(':'));

for (const route of routes) {
  test(`route ${route} opens cleanly as admin`, async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main).toBeVisible();
    await expect(main).not.toBeEmpty();
  });
}
