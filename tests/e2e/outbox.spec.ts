import { apiRequest, loginAs, newAccount, test, expect } from './fixtures';

test('the admin finds a password-reset message in the outbox, reads it with its link, and finds it again after a reload', async ({ page }) => {
  // The test's own account and its own reset request: the message it queues is this test's alone.
  const username = `buzon.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { email } = await newAccount(page, username);
  const forgot = await apiRequest(page).post('/api/auth/forgot-password', { data: { email } });
  expect(forgot.ok(), await forgot.text()).toBe(true);

  await loginAs(page, 'admin');
  await page.goto('/apps/outbox');
  await expect(page.getByRole('heading', { name: 'Bandeja de salida' })).toBeVisible();
  const searchInUrl = new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`);
  await page.getByRole('searchbox', { name: 'Buscar mensajes' }).fill(email);
  await expect(page).toHaveURL(searchInUrl);
  await page.getByRole('combobox', { name: 'Filtrar por tipo' }).selectOption('reset-password');
  // Both in the URL: the filter chosen right after the search keeps it.
  await expect(page).toHaveURL(/kind=reset-password/);
  await expect(page).toHaveURL(searchInUrl);

  const table = page.getByRole('table');
  // The header and the one reset message to this address.
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Restablecer contraseña');

  await row.getByRole('button', { name: `Ver el mensaje a ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  const link = dialog.getByRole('link');
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^(https?:\/\/|\/)/);
  await expect(link).toHaveText(href!);

  // The open message and the search are in the URL: a reload shows both again.
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText(email);
  await expect(page.getByRole('dialog').getByRole('link')).toHaveAttribute('href', href!);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/message=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar mensajes' })).toHaveValue(email);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(email);
});

test('the client role cannot open the outbox', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/outbox');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
