import type { Page } from '@playwright/test';
import { loginAs, pageShown, test, expect } from './fixtures';

const frame = (page: Page) => page.locator('.tb-app');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const demoLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Otros diseños' }).getByRole('link', { name });

test('each layout demo shows its option while it is open, and the saved layout is the same afterwards', async ({ page }) => {
  // Saved choices the demos must not touch: a horizontal menu and full-width content.
  await loginAs(page, 'admin', { menuLayout: 'horizontal', contentWidth: 'full', menuCollapsed: 'false' });

  await page.goto('/page-layout/collapse-menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menú contraído' })).toBeVisible();
  await expect(frame(page)).toHaveClass(/\btb-menu-collapsed\b/);
  await expect(frame(page)).toHaveClass(/\btb-menu-vertical-layout\b/);
  await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();

  await demoLink(page, 'Contenido en caja').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contenido en caja' })).toBeVisible();
  await expect(frame(page)).toHaveClass(/\btb-content-boxed\b/);
  await expect(frame(page)).toHaveClass(/\btb-menu-horizontal-layout\b/);
  await expect(mainMenu(page)).toBeVisible();

  await demoLink(page, 'Sin menú').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sin menú' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();

  await demoLink(page, 'Diseño vacío').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diseño vacío' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await demoLink(page, 'Diseño en blanco').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diseño en blanco' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Back in an ordinary page, and again after a reload: the person's own layout, as saved.
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await pageShown(page);
  for (const pass of ['navigated', 'reloaded']) {
    await expect(frame(page), pass).toHaveClass(/\btb-menu-horizontal-layout\b/);
    await expect(frame(page), pass).toHaveClass(/\btb-content-full\b/);
    await expect(frame(page), pass).not.toHaveClass(/\btb-menu-collapsed\b/);
    await expect(mainMenu(page), pass).toBeVisible();
    if (pass === 'navigated') {
      await page.reload();
      await pageShown(page);
    }
  }
  expect(await page.evaluate(() => [localStorage.getItem('menuLayout'), localStorage.getItem('contentWidth'), localStorage.getItem('menuCollapsed')])).toEqual(['horizontal', 'full', 'false']);
});
