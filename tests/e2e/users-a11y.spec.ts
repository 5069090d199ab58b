import AxeBuilder from '@axe-core/playwright';
import { loginAs, test, expect } from './fixtures';

// The user page has a parameter in its path, so the route-wide scan skips it: scanned here, every tab and the edit modal.
for (const skin of ['light', 'dark']) {
  test(`the user page has no serious accessibility violation (${skin})`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'admin', { skin });
    const scan = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const readable = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
      expect(readable, readable.join('\n')).toEqual([]);
    };
    await page.goto('/apps/user/view/1');
    await expect(page.getByTestId('current-plan')).toBeVisible();
    await scan();
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    await expect(page.getByRole('switch', { name: 'Verificación en dos pasos' })).toBeVisible();
    await scan();
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await expect(page.getByText('Usuario añadido')).toBeVisible();
    await scan();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Editar usuario' })).toBeVisible();
    await page.waitForTimeout(400);
    await scan();
  });
}

test('the role modal has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin', { skin: 'dark' });
  await page.goto('/apps/roles');
  await page.getByRole('button', { name: 'Editar el rol Gerente' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar rol' })).toBeVisible();
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
