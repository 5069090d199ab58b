import { loginAs, test, expect } from './fixtures';
import { addUser, apiAs, unique } from './api';

test.use({ allowHttpErrors: true });

const AREAS = ['users', 'roles', 'invoices', 'email', 'chat', 'calendar', 'kanban', 'todo', 'apiKeys', 'ecommerce', 'blog'];
const none = { read: false, write: false, create: false };
const noPermissions = Object.fromEntries(AREAS.map((area) => [area, none]));

test('a role card counts the users the table lists for that role', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  // A role of its own with three users of its own: no other test changes these numbers.
  const name = unique('Revisores').replace(' ', '-');
  const { role } = await api.post<{ role: { key: string } }>('/apps/roles/add-role', { role: { name, permissions: noPermissions } }, 201);
  for (const person of ['Ana', 'Bruno', 'Carla']) await addUser(api, `${person} ${name}`, { role: role.key });
  await page.goto('/apps/roles');
  const card = page.getByTestId(`role-card-${role.key}`);
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByTestId('role-count')).toHaveText(/\b3\b/);
  await expect(card.locator('.tb-avatar')).toHaveCount(3);
  await card.getByRole('button', { name: 'Ver sus usuarios' }).click();
  await expect(page).toHaveURL(new RegExp(`role=${role.key}`));
  await expect(page.getByRole('heading', { name: `Usuarios con el rol ${name}` })).toBeVisible();
  await expect(page.getByText(/Mostrando 1 a 3 de 3$/)).toBeVisible();
  // The role someone added shows its own name in the table.
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(3);
});

test('admin adds a role, edits its matrix and full access; the matrix and the history are kept after reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/roles');
  const name = unique('Auditor');

  await page.getByRole('button', { name: 'Añadir rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo rol' });
  await dialog.getByLabel('Nombre del rol').fill('manager');
  // Leaving the name checks it (its schema loads with the first check): done before the next click, as a person
  // tabbing on would, so the click does not land while the dialog redraws.
  await dialog.getByLabel('Nombre del rol').press('Tab');
  await expect(dialog.getByLabel('Nombre del rol')).not.toBeFocused();
  await dialog.getByLabel('Leer: Facturas').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Este nombre de rol ya está en uso.')).toBeVisible();
  await dialog.getByLabel('Nombre del rol').fill(name);
  await dialog.getByLabel('Escribir: Facturas').check();
  await dialog.getByLabel('Crear: Tareas').check();
  // Full access checks and locks the whole matrix; switched off, what was ticked comes back.
  const fullAccess = dialog.getByRole('switch', { name: 'Acceso total (administrador)' });
  await fullAccess.check();
  await expect(dialog.getByLabel('Leer: Claves de API')).toBeChecked();
  await expect(dialog.getByLabel('Leer: Claves de API')).toBeDisabled();
  await fullAccess.uncheck();
  await expect(dialog.getByLabel('Leer: Claves de API')).not.toBeChecked();
  await expect(dialog.getByLabel('Escribir: Facturas')).toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: `Editar el rol ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(edit.getByLabel('Escribir: Facturas')).toBeChecked();
  await expect(edit.getByTestId('role-grants-empty')).toBeVisible();
  await edit.getByLabel('Escribir: Facturas').uncheck();
  await edit.getByLabel('Leer: Usuarios').check();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: `Editar el rol ${name}` }).click();
  const again = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(again.getByLabel('Nombre del rol')).toHaveValue(name);
  await expect(again.getByLabel('Leer: Facturas')).toBeChecked();
  await expect(again.getByLabel('Escribir: Facturas')).not.toBeChecked();
  await expect(again.getByLabel('Crear: Tareas')).toBeChecked();
  await expect(again.getByLabel('Leer: Usuarios')).toBeChecked();
  await expect(again.getByLabel('Crear: Facturas')).not.toBeChecked();
  await expect(again.getByRole('switch', { name: 'Acceso total (administrador)' })).not.toBeChecked();
  await again.getByRole('tab', { name: 'Historial' }).click();
  const history = again.getByRole('list', { name: 'Historial' });
  await expect(history.getByText('Derechos cambiados: Usuarios ahora ver; Facturas ahora ver')).toBeVisible();
  await expect(history.getByText('Rol creado')).toBeVisible();
  await expect(history.getByText('por John Doe').first()).toBeVisible();
});

test('a built-in role shows its translated name and the permissions that add to it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/roles');
  await expect(page.getByTestId('role-card-admin').getByTestId('role-full-access')).toHaveText('Acceso total');
  await page.getByRole('button', { name: 'Editar el rol Gerente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(dialog.getByLabel('Nombre del rol')).toHaveValue('Gerente');
  const grants = dialog.getByTestId('role-grants');
  await expect(grants.getByRole('link', { name: 'Añadir y quitar usuarios' })).toHaveAttribute('href', /\/apps\/permissions\?q=/);
  await expect(grants).toContainText('Usuarios: cambiar y eliminar, crear');
});

test('the client role cannot open roles', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/roles');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
