import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { confirmDialog, loginAs, newAccount, test, expect } from './fixtures';

// The static demo only (playwright.config.ts): what its backend in the page adds to the server's behaviour.
const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Chats y contactos' });

async function openChatWith(page: Page, name: string) {
  await page.goto('/apps/chat');
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill(name);
  await sidebarOf(page).getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(page.getByRole('region', { name: `Conversación con ${name}` })).toBeVisible();
}

test('two tabs of one browser share the data and the live events; a reload keeps it; resetting starts every tab again from the seed', async ({ page, context }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const JANE = `jane.${stamp}`;
  await newAccount(page, JANE, 'user');
  await loginAs(page, 'admin');
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Demostración' })).toContainText('IndexedDB');
  }).toPass();
  // The demo's own piece, which the server's sweep never sees.
  await expectAccessible(page);

  // Closed, the banner stays closed for the session; the user menu still offers the reset.
  await page.getByRole('button', { name: 'Cerrar el aviso de demostración' }).click();
  await expect(page.getByRole('region', { name: 'Demostración' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Demostración' })).toHaveCount(0);

  // The second tab sees the account the first one made, and the message it sends arrives there live.
  const other = await context.newPage();
  await openChatWith(other, JANE);
  await openChatWith(page, JANE);
  const text = `Hola desde la otra pestaña ${stamp}`;
  const box = page.getByRole('textbox', { name: `Mensaje para ${JANE}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(other.getByRole('log').getByText(text)).toBeVisible();

  // Kept in the browser: a reload reads it back.
  await other.reload();
  await sidebarOf(other).getByRole('button', { name: new RegExp(JANE) }).first().click();
  await expect(other.getByRole('log').getByText(text)).toBeVisible();

  // Reset, from the user menu: both tabs are signed out, and the account made above is gone.
  await page.locator('.tb-user-toggle').click();
  await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Restablecer datos de demostración' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
  // Signing in again, with the form, as a person would.
  await page.getByRole('button', { name: /Administrador/ }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/apps/chat');
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill(JANE);
  await expect(sidebarOf(page).getByRole('button', { name: new RegExp(JANE) })).toHaveCount(0);
  await other.close();
});
