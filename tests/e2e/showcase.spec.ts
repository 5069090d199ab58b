import type { Page } from '@playwright/test';
import { expect, loginAs, pageShown, test } from './fixtures';
import { expectAccessible } from './axe';
import { showcaseRoutes } from './routes';

// Every showcase page on a phone, dark and right to left, then light and left to right: it renders with no
// console error, nothing scrolls sideways, and no serious accessibility violation (routes.spec.ts scans them light at
// desktop width, and opens them on the demo too, where the same bundle draws the same markup: this sweep runs on the
// server only, see playwright.config.ts).

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const route of showcaseRoutes) {
  test(`${route} works at 375 px, dark right to left and light left to right`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'admin', { skin: 'dark', language: 'ar' });
    await page.goto(route);
    await pageShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSideScroll(page);
    await expectAccessible(page);

    await page.evaluate(() => {
      localStorage.setItem('skin', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.reload();
    await pageShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectNoSideScroll(page);
  });
}
