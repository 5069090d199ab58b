import { loginAs, test, expect } from './fixtures';

test.use({ allowHttpErrors: true });

test('each role card counts the users the table lists for that role', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/roles');
  for (const name of ['manager', 'restricted-user']) {
    const card = page.getByTestId(`role-card-${name}`);
    const count = Number((await card.getByTestId('role-count').textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Ver sus usuarios' }).click();
    await expect(page).toHaveURL(new RegExp(`accessRole=${name}`));
    await expect(page.getByText(new RegExp(`Mostrando 1 a ${Math.min(10, count)} de ${count}$`))).toBeVisible();
    await expect(card.locator('.tb-avatar')).toHaveCount(Math.min(5, count));
  }
});

test('admin adds a role with permissions, edits it, and the matrix is kept after reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/roles');
  const name = `Auditor ${Date.now().toString().slice(-6)}`;

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
