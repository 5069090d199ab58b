import { loginAs, test, expect } from './fixtures';

test('admin filters, sorts, adds and deletes users; the list and URL survive a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/user/list');
  const table = page.getByRole('table');
  await expect(page.getByText('Mostrando 1 a 10 de 50')).toBeVisible();

  await page.getByRole('combobox', { name: 'Todos los roles' }).selectOption('editor');
  await expect(page).toHaveURL(/role=editor/);
  const editors = table.getByRole('row');
  await expect(editors.nth(1)).toContainText('Editor');
  await page.getByRole('button', { name: 'Usuario', exact: true }).click();
  await expect(page).toHaveURL(/sort=desc/);
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Todos los roles' })).toHaveValue('editor');
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('combobox', { name: 'Todos los roles' }).selectOption('');

  const stamp = Date.now();
  await page.getByRole('button', { name: 'Añadir usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel('Nombre completo').fill('Nerea Soler');
  await form.getByLabel('Nombre de usuario').fill('admin');
  await form.getByLabel('Correo electrónico').fill('bad');
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill(`nerea${stamp}@example.com`);
  await form.getByLabel('Nombre de usuario').fill(`nerea.${stamp}`);
  await form.getByLabel('Rol').selectOption('maintainer');
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(`nerea${stamp}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Mantenedor');
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText('Nerea Soler');

  await page.getByRole('button', { name: 'Eliminar a Nerea Soler' }).click();
  await page.locator('.swal2-confirm').click();
  await expect(page.getByText('Ningún usuario coincide con la búsqueda o los filtros.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ningún usuario coincide con la búsqueda o los filtros.')).toBeVisible();
});

test('the client role cannot open the user list', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/user/list');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
