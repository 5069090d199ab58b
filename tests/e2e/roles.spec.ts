import { loginAs, test, expect } from './fixtures';
import { addUser, apiAs, unique } from './api';

test.use({ allowHttpErrors: true });

const none = { read: false, write: false, create: false };
const noPermissions = Object.fromEntries(
  ['userManagement', 'contentManagement', 'disputesManagement', 'databaseManagement', 'financialManagement', 'reporting', 'apiControl', 'repositoryManagement', 'payroll'].map((area) => [area, none]),
);

test('a role card counts the users the table lists for that role', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  // A role of its own with three users of its own: no other test changes these numbers.
  const name = unique('Revisores').replace(' ', '-');
  await api.post('/apps/roles/add-role', { role: { name, permissions: noPermissions } }, 201);
  for (const person of ['Ana', 'Bruno', 'Carla']) {
    const user = await addUser(api, `${person} ${name}`);
    await api.post('/apps/users/update-user', { id: user.id, fields: { accessRole: name } });
  }
  await page.goto('/apps/roles');
  const card = page.getByTestId(`role-card-${name}`);
  await expect(card.getByTestId('role-count')).toHaveText(/\b3\b/);
  await expect(card.locator('.tb-avatar')).toHaveCount(3);
  await card.getByRole('button', { name: 'Ver sus usuarios' }).click();
  await expect(page).toHaveURL(new RegExp(`accessRole=${name}`));
  await expect(page.getByText(/Mostrando 1 a 3 de 3$/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(3);
});

test('admin adds a role with permissions, edits it, and the matrix is kept after reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/roles');
  const name = unique('Auditor');

  await page.getByRole('button', { name: 'Añadir rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo rol' });
  await dialog.getByLabel('Nombre del rol').fill('manager');
  await dialog.getByLabel('Leer: Informes').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este nombre de rol ya está en uso.')).toBeVisible();
  await dialog.getByLabel('Nombre del rol').fill(name);
  await dialog.getByLabel('Escribir: Informes').check();
  await dialog.getByLabel('Crear: Nóminas').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: `Editar el rol ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(edit.getByLabel('Escribir: Informes')).toBeChecked();
  await edit.getByLabel('Escribir: Informes').uncheck();
  await edit.getByLabel('Leer: Gestión de usuarios').check();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: `Editar el rol ${name}` }).click();
  const again = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(again.getByLabel('Leer: Informes')).toBeChecked();
  await expect(again.getByLabel('Escribir: Informes')).not.toBeChecked();
  await expect(again.getByLabel('Crear: Nóminas')).toBeChecked();
  await expect(again.getByLabel('Leer: Gestión de usuarios')).toBeChecked();
  await expect(again.getByLabel('Crear: Informes')).not.toBeChecked();
});

test('the client role cannot open roles', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/roles');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
