import { loginAs, test, expect } from './fixtures';
import { addUser, apiAs, unique } from './api';

// Each test adds the users it works on through the API, with unique names, and finds them by search:
// other tests adding, renaming or suspending users never change what it sees.

test('admin filters, sorts, adds and deletes users; the list and URL survive a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Equipo');
  for (const [first, role] of [['Ana', 'editor'], ['Bruno', 'editor'], ['Carla', 'author']]) await addUser(api, `${first} ${stamp}`, { role });
  await page.goto(`/apps/user/list?q=${encodeURIComponent(stamp)}`);
  const table = page.getByRole('table');
  await expect(page.getByText('Mostrando 1 a 3 de 3')).toBeVisible();

  await page.getByRole('combobox', { name: 'Todos los roles' }).selectOption('editor');
  await expect(page).toHaveURL(/role=editor/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Ana ${stamp}`);
  await expect(rows.nth(1)).toContainText('Editor');
  await page.getByRole('button', { name: 'Usuario', exact: true }).click();
  await expect(page).toHaveURL(/sort=desc/);
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`Bruno ${stamp}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Todos los roles' })).toHaveValue('editor');
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`Bruno ${stamp}`);
  await expect(rows.nth(2)).toContainText(`Ana ${stamp}`);
  await page.getByRole('combobox', { name: 'Todos los roles' }).selectOption('');

  const name = `Nerea ${stamp}`;
  const handle = stamp.replace(/\W+/g, '.').toLowerCase();
  await page.getByRole('button', { name: 'Añadir usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Nombre de usuario').fill('admin');
  await form.getByLabel('Correo electrónico').fill('bad');
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill(`nerea.${handle}@example.com`);
  await form.getByLabel('Nombre de usuario').fill(`nerea.${handle}`.slice(0, 30));
  await form.getByLabel('Rol').selectOption('maintainer');
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(`nerea.${handle}`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Mantenedor');
  await page.reload();
  await expect(rows.nth(1)).toContainText(name);

  await page.getByRole('button', { name: `Eliminar a ${name}` }).click();
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

test.describe('one user', () => {
  test.use({ allowHttpErrors: true });

  test('admin opens a user from the list, edits the name, suspends them and turns on two-step verification; all kept after reload', async ({ page }) => {
    const api = apiAs(page, await loginAs(page, 'admin'));
    const stamp = unique('Persona');
    const oldName = `Olga ${stamp}`;
    await addUser(api, oldName);
    const otherEmail = (await addUser(api, `Pablo ${stamp}`)).email;
    await page.goto(`/apps/user/list?q=${encodeURIComponent(oldName)}`);
    await page.getByRole('table').getByRole('link', { name: oldName }).click();
    await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: oldName })).toBeVisible();
    await expect(page.getByTestId('user-status')).toHaveText('Activo');

    const newName = `Renombrada ${stamp}`;
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await dialog.getByLabel('Nombre completo').fill('');
    await dialog.getByLabel('Nombre completo').blur();
    await expect(dialog.getByText('Escribe el nombre completo.')).toBeVisible();
    await dialog.getByLabel('Nombre completo').fill(newName);
    const email = dialog.getByLabel('Correo electrónico');
    const ownEmail = await email.inputValue();
    await email.fill(otherEmail);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Este correo electrónico ya está en uso.')).toBeVisible();
    await email.fill(ownEmail);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

    await page.getByRole('button', { name: 'Suspender' }).click();
    await page.locator('.swal2-confirm').click();
    await expect(page.getByTestId('user-status')).toHaveText('Inactivo');
    await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();

    await page.getByRole('tab', { name: 'Seguridad' }).click();
    const twoStep = page.getByRole('switch', { name: 'Verificación en dos pasos' });
    await expect(twoStep).not.toBeChecked();
    await twoStep.click();
    await expect(twoStep).toBeChecked();
    await expect(page.getByRole('cell', { name: 'Verificación en dos pasos activada' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByTestId('user-status')).toHaveText('Inactivo');
    await expect(page.getByRole('switch', { name: 'Verificación en dos pasos' })).toBeChecked();
    await page.getByRole('tab', { name: 'Actividad' }).click();
    const timeline = page.getByRole('list', { name: 'Actividad' });
    await expect(timeline.getByText('Estado cambiado de Activo a Inactivo')).toBeVisible();
    await expect(timeline.getByText('Editado: Nombre completo')).toBeVisible();
    await expect(timeline.getByText('Usuario añadido')).toBeVisible();
  });

  test('changing the plan in the account tab persists', async ({ page }) => {
    const api = apiAs(page, await loginAs(page, 'admin'));
    const user = await addUser(api, unique('Quique'), { currentPlan: 'basic' });
    await page.goto(`/apps/user/view/${user.id}`);
    const plan = page.getByTestId('current-plan');
    await expect(plan).toHaveText('Básico');
    const target = 'Corporativo';
    await page.getByRole('button', { name: 'Cambiar plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar plan' });
    await dialog.getByRole('radio', { name: new RegExp(`^${target}`) }).check();
    await dialog.getByRole('button', { name: 'Guardar plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(plan).toHaveText(target);
    await page.reload();
    await expect(page.getByTestId('current-plan')).toHaveText(target);
  });

  test('an unknown user says so', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/apps/user/view/99999');
    await expect(page.getByText('Este usuario no existe o fue eliminado.')).toBeVisible();
  });
});
