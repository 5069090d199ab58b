import { confirmDialog, loginAs, pageShown, test, expect } from './fixtures';
import { unique } from './api';

test('admin creates a key, copies it, uses it, then revokes it and the key stops at once', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'admin');
  await page.goto('/pages/api-key');
  await expect(page.getByRole('heading', { level: 1, name: 'Claves de API' })).toBeVisible();

  // The name is required, as the endpoint's schema says.
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear una clave' });
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();

  const name = unique('Informes nocturnos');
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Crear clave' }).click();
  await expect(dialog).toBeHidden();
  const secretBox = page.getByRole('textbox', { name: 'Nueva clave de API' });
  await expect(secretBox).toHaveValue(/^tbk_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('no se volverá a mostrar')).toBeVisible();
  const key = await secretBox.inputValue();

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Clave copiada al portapapeles.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`tbk_${key.slice(4, 12)}…`);
  await expect(row).toContainText('Nunca');

  const withKey = { headers: { authorization: `Bearer ${key}` } };
  expect((await request.get('/api/apps/todo/tasks', withKey)).status()).toBe(200);

  // After a reload the secret is gone for good, and the list says when the key was last used.
  await page.reload();
  await pageShown(page);
  await expect(page.getByRole('textbox', { name: 'Nueva clave de API' })).toHaveCount(0);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Nunca');
  expect(await page.content()).not.toContain(key);

  await row.getByRole('button', { name: `Revocar “${name}”` }).click();
  await confirmDialog(page);
  await expect(page.getByText(`Clave “${name}” revocada.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/apps/todo/tasks', withKey)).status()).toBe(401);

  await page.reload();
  await pageShown(page);
  await expect(page.getByRole('heading', { name: 'Tus claves' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test.describe('when the list cannot load', () => {
  test.use({ allowHttpErrors: true });
  test('says so and loads again on Retry', async ({ page }) => {
    await loginAs(page, 'admin');
    let fail = true;
    await page.route('**/api/pages/api-keys', (route) =>
      fail && route.request().method() === 'GET' ? route.fulfill({ status: 429, json: { message: 'Demasiadas peticiones' } }) : route.continue(),
    );
    await page.goto('/pages/api-key');
    await expect(page.getByRole('alert')).toContainText('Demasiadas peticiones');
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tus claves' })).toBeVisible();
  });
});

test('the Pages section of the menu leads to the API keys page', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await page.getByRole('navigation').getByText('Páginas').click();
  await page.getByRole('link', { name: 'Clave de API' }).click();
  await expect(page).toHaveURL(/\/pages\/api-key$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claves de API' })).toBeVisible();
});

test('the client role cannot open the API keys page', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/pages/api-key');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
