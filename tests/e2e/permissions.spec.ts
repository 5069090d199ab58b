import { loginAs, test, expect } from './fixtures';
import { unique } from './api';

test('admin adds, searches, renames and deletes a permission; each survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/permissions');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const name = unique('Exportar informes');
  const words = name.split(' ').pop()!;
  await page.getByRole('button', { name: 'Añadir permiso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo permiso' });
  await dialog.getByRole('button', { name: 'Añadir permiso' }).click();
  await expect(dialog.getByText('Escribe un nombre.')).toBeVisible();
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Añadir permiso' }).click();
  await expect(dialog).toBeHidden();
  // Assigned to administrator only.
  const added = table.getByRole('row').filter({ hasText: name });
  await expect(added).toContainText('Administrador');

  await page.getByRole('searchbox', { name: 'Buscar permisos' }).fill(words.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${words.toUpperCase()}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText(name);

  await page.getByRole('button', { name: `Acciones de «${name}»` }).click();
  await page.getByRole('button', { name: 'Renombrar' }).click();
  const rename = page.getByRole('dialog', { name: 'Renombrar permiso' });
  await rename.getByLabel('Nombre').fill(`${name} (CSV)`);
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`${name} (CSV)`);

  await page.getByRole('button', { name: `Acciones de «${name} (CSV)»` }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.locator('.swal2-confirm').click();
  await expect(page.getByText('Ningún permiso coincide con la búsqueda o el filtro.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ningún permiso coincide con la búsqueda o el filtro.')).toBeVisible();
});

test('the role filter and page size live in the URL', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/permissions');
  await page.getByRole('combobox', { name: 'Filtrar por rol' }).selectOption('support');
  await expect(page).toHaveURL(/role=support/);
  // Permissions added by tests are the administrator's only: the support role keeps its sample three.
  await expect(page.getByText('Mostrando 1 a 3 de 3')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filtrar por rol' }).selectOption('');
  await page.getByLabel('Filas por página').selectOption('25');
  await expect(page).toHaveURL(/perPage=25/);
  await page.reload();
  await expect(page.getByLabel('Filas por página')).toHaveValue('25');
});

test('the client role cannot open permissions', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/permissions');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
