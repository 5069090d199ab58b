import { confirmDialog, loginAs, test, expect } from './fixtures';
import { apiAs, unique } from './api';

const AREAS = ['users', 'roles', 'invoices', 'email', 'chat', 'calendar', 'kanban', 'todo', 'apiKeys', 'ecommerce', 'blog'];
const noPermissions = Object.fromEntries(AREAS.map((area) => [area, { read: false, write: false, create: false }]));

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
  // Assigned to the administrator role only, granting nothing beyond its name.
  const added = table.getByRole('row').filter({ hasText: name });
  await expect(added).toContainText('Administrador');
  await expect(added).toContainText('Solo un nombre, sin derechos');

  await page.getByRole('searchbox', { name: 'Buscar permisos' }).fill(words.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${words.toUpperCase()}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText(name);

  await page.getByRole('button', { name: `Acciones de «${name}»` }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const rename = page.getByRole('dialog', { name: 'Editar permiso' });
  await rename.getByLabel('Nombre').fill(`${name} (CSV)`);
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`${name} (CSV)`);

  await page.getByRole('button', { name: `Acciones de «${name} (CSV)»` }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Ningún permiso coincide con la búsqueda o el filtro.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ningún permiso coincide con la búsqueda o el filtro.')).toBeVisible();
});

test('the permission dialog grants levels of an area to a role it assigns; the role shows it', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  // A role and a permission of the test's own: no other test's counts change.
  const roleName = unique('Contables').replace(' ', '-');
  const { role } = await api.post<{ role: { key: string } }>('/apps/roles/add-role', { role: { name: roleName, permissions: noPermissions } }, 201);
  const name = unique('Cobros');
  await api.post('/apps/permissions/add-permission', { name }, 201);

  await page.goto(`/apps/permissions?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Administrador');
  await page.getByRole('button', { name: `Acciones de «${name}»` }).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar permiso' });
  await expect(dialog.getByRole('checkbox', { name: 'Administrador' })).toBeChecked();
  await dialog.getByLabel('Área').selectOption({ label: 'Facturas' });
  await dialog.getByRole('checkbox', { name: 'Leer' }).check();
  await dialog.getByRole('checkbox', { name: 'Crear' }).check();
  await dialog.getByRole('checkbox', { name: roleName }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Facturas: Leer, Crear');

  await page.reload();
  await expect(row).toContainText(roleName);
  await page.getByRole('combobox', { name: 'Filtrar por rol' }).selectOption({ label: roleName });
  await expect(page).toHaveURL(new RegExp(`role=${role.key}`));
  await expect(page.getByText('Mostrando 1 a 1 de 1')).toBeVisible();

  await page.goto('/apps/roles');
  await page.getByRole('button', { name: `Editar el rol ${roleName}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(roleDialog.getByTestId('role-grants').getByRole('link', { name })).toBeVisible();
  await roleDialog.getByRole('tab', { name: 'Historial' }).click();
  await expect(roleDialog.getByText(`Permiso «${name}» asignado`)).toBeVisible();
});

test('the role filter and page size live in the URL', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/permissions');
  await page.getByRole('combobox', { name: 'Filtrar por rol' }).selectOption({ label: 'Soporte' });
  await expect(page).toHaveURL(/role=support/);
  // Permissions added by tests go to the administrator or the tests' own roles: support keeps its sample three.
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
