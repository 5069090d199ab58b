import { apiRequest, confirmDialog, loginAs, newAccount, test, expect, type Session } from './fixtures';
import { addUser, apiAs, unique } from './api';
import type { Page } from '@playwright/test';

// Each test adds the users it works on, with unique names, and finds them by search: other tests adding,
// renaming or suspending users never change what it sees.

/** An active account of the test's own (signed up, so it has a password): its id. */
async function activeAccount(page: Page, name: string): Promise<number> {
  const credentials = await newAccount(page, name.toLowerCase().replace(/[^a-z0-9]+/g, '.').slice(-28));
  const res = await apiRequest(page).post('/api/jwt/login', { data: credentials });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Session).userData.id;
}

test('admin filters by role, sorts, invites and deletes users; the list and URL survive a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Equipo');
  for (const [first, role] of [['Ana', 'support'], ['Bruno', 'support'], ['Carla', 'manager']]) await addUser(api, `${first} ${stamp}`, { role });
  await page.goto(`/apps/user/list?q=${encodeURIComponent(stamp)}`);
  const table = page.getByRole('table');
  await expect(page.getByText('Mostrando 1 a 3 de 3')).toBeVisible();

  // The role filter lists the server's roles by their names.
  const roleFilter = page.getByRole('combobox', { name: 'Todos los roles' });
  await expect(roleFilter.getByRole('option', { name: 'Usuario restringido' })).toBeAttached();
  await roleFilter.selectOption({ label: 'Soporte' });
  await expect(page).toHaveURL(/role=support/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Ana ${stamp}`);
  await expect(rows.nth(1)).toContainText('Soporte');
  await expect(rows.nth(1)).toContainText('Invitado');
  await page.getByRole('button', { name: 'Usuario', exact: true }).click();
  await expect(page).toHaveURL(/sort=desc/);
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`Bruno ${stamp}`);
  await page.reload();
  await expect(roleFilter).toHaveValue('support');
  await expect(page.getByRole('columnheader', { name: 'Usuario' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`Bruno ${stamp}`);
  await expect(rows.nth(2)).toContainText(`Ana ${stamp}`);
  await roleFilter.selectOption('');

  const name = `Nerea ${stamp}`;
  const handle = stamp.replace(/\W+/g, '.').toLowerCase();
  const email = `nerea.${handle}@example.com`;
  await page.getByRole('button', { name: 'Añadir usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await expect(form.getByLabel('Rol')).toHaveValue('user');
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Nombre de usuario').fill('admin');
  await form.getByLabel('Correo electrónico').fill('bad');
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Nombre de usuario').fill(`nerea.${handle}`.slice(0, 30));
  await form.getByLabel('Rol').selectOption({ label: 'Usuario restringido' });
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(email);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Usuario restringido');
  await expect(rows.nth(1)).toContainText('Invitado');
  await page.reload();
  await expect(rows.nth(1)).toContainText(name);

  await page.getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
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

  test('admin edits a person, changes their role and suspends them; the card and the history say so after reload', async ({ page }) => {
    const api = apiAs(page, await loginAs(page, 'admin'));
    const stamp = unique('Persona');
    const id = await activeAccount(page, `olga ${stamp}`);
    const otherEmail = (await addUser(api, `Pablo ${stamp}`)).email;
    await page.goto(`/apps/user/view/${id}`);
    await expect(page.getByTestId('user-status')).toHaveText('Activo');
    await expect(page.getByTestId('user-role')).toHaveText('Cliente');

    const newName = `Renombrada ${stamp}`;
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(dialog.getByLabel('Rol')).toBeEnabled();
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
    await dialog.getByLabel('Rol').selectOption({ label: 'Soporte' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByTestId('user-role')).toHaveText('Soporte');

    await page.getByRole('button', { name: 'Suspender' }).click();
    await confirmDialog(page);
    await expect(page.getByTestId('user-status')).toHaveText('Inactivo');
    await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();

    await page.getByRole('tab', { name: 'Seguridad' }).click();
    // Off, and only its owner can switch it on: no reset to offer.
    await expect(page.getByTestId('two-factor-state')).toHaveText('Desactivada');
    await expect(page.getByText('Solo la propia persona puede activarla, desde la configuración de su cuenta.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restablecer la verificación en dos pasos' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Rol cambiado de Cliente a Soporte' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByTestId('user-status')).toHaveText('Inactivo');
    await page.getByRole('tab', { name: 'Actividad' }).click();
    const timeline = page.getByRole('list', { name: 'Actividad' });
    await expect(timeline.getByText('Estado cambiado de Activo a Inactivo')).toBeVisible();
    await expect(timeline.getByText('Rol cambiado de Cliente a Soporte')).toBeVisible();
    await expect(timeline.getByText('Editado: Nombre completo')).toBeVisible();
    await expect(timeline.getByText('por John Doe').first()).toBeVisible();
  });

  test('an invited person shows as invited and waiting, with nothing to activate yet', async ({ page }) => {
    const api = apiAs(page, await loginAs(page, 'admin'));
    const user = await addUser(api, unique('Invitada'), { role: 'manager' });
    await page.goto(`/apps/user/view/${user.id}`);
    await expect(page.getByTestId('user-status')).toHaveText('Invitado');
    await expect(page.getByTestId('user-role')).toHaveText('Gerente');
    await expect(page.getByTestId('email-verified')).toHaveText('Correo sin verificar');
    await expect(page.getByTestId('waiting-invitation')).toHaveText('Esperando a que acepte la invitación');
    await expect(page.getByRole('button', { name: 'Activar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suspender' })).toHaveCount(0);
  });

  test('guard rails: the admin cannot change their own role nor delete their own account, and is told why', async ({ page }) => {
    const session = await loginAs(page, 'admin');
    const api = apiAs(page, session);
    await page.goto(`/apps/user/view/${session.userData.id}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(dialog.getByLabel('Rol')).toBeDisabled();
    await expect(dialog.getByText('Nadie puede cambiar su propio rol.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    // The server holds the same rule whatever the page sends.
    const refused = await apiRequest(page).post('/api/apps/users/update-user', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { id: session.userData.id, fields: { role: 'client' } },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('own_role');

    await page.goto('/apps/user/list?q=admin%40demo.com');
    await page.getByRole('button', { name: `Acciones de ${session.userData.fullName}` }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await confirmDialog(page);
    await expect(page.getByText('No puedes eliminar tu propia cuenta.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table').getByRole('link', { name: session.userData.fullName })).toBeVisible();
    expect((await api.get<{ user: { role: string } }>(`/users/user?id=${session.userData.id}`)).user.role).toBe('admin');
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
