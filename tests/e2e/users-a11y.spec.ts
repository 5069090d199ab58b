import { loginAs, test, expect } from './fixtures';
import { addUser, apiAs, unique } from './api';
import { expectAccessible } from './axe';

// The user page has a parameter in its path, so the route-wide scan skips it: scanned here, every tab and the edit modal.
for (const skin of ['light', 'dark']) {
  test(`the user page has no serious accessibility violation (${skin})`, async ({ page }) => {
    test.setTimeout(120_000);
    const api = apiAs(page, await loginAs(page, 'admin', { skin }));
    const user = await addUser(api, unique('Accesible'), { currentPlan: 'team' });
    await api.post('/apps/users/two-factor', { id: user.id, enabled: true });
    await page.goto(`/apps/user/view/${user.id}`);
    await expect(page.getByTestId('current-plan')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    await expect(page.getByRole('switch', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await expect(page.getByText('Usuario añadido')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Editar usuario' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the role modal has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin', { skin: 'dark' });
  await page.goto('/apps/roles');
  await page.getByRole('button', { name: 'Editar el rol Gerente' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar rol' })).toBeVisible();
  await expectAccessible(page);
});
