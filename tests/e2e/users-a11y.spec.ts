import { loginAs, test, expect } from './fixtures';
import { addUser, apiAs, unique } from './api';
import { expectAccessible } from './axe';

// The user page has a parameter in its path, so the route-wide scan skips it: scanned here, every tab and the edit modal.
for (const skin of ['light', 'dark']) {
  test(`the user page has no serious accessibility violation (${skin})`, async ({ page }) => {
    test.setTimeout(120_000);
    const api = apiAs(page, await loginAs(page, 'admin', { skin }));
    const user = await addUser(api, unique('Accesible'), { currentPlan: 'team', role: 'support' });
    await page.goto(`/apps/user/view/${user.id}`);
    await expect(page.getByTestId('current-plan')).toBeVisible();
    await expect(page.getByTestId('user-role')).toHaveText('Soporte');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    await expect(page.getByTestId('two-factor-state')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await expect(page.getByText('Usuario añadido')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Editar usuario' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the role modal has no serious accessibility violation, in both of its tabs', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin', { skin: 'dark' });
  await page.goto('/apps/roles');
  await page.getByRole('button', { name: 'Editar el rol Gerente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(dialog.getByLabel('Leer: Facturas')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('tab', { name: 'Historial' }).click();
  await expect(dialog.getByText('Aún no hay cambios registrados en este rol.').or(dialog.getByRole('list', { name: 'Historial' }))).toBeVisible();
  await expectAccessible(page);
});
