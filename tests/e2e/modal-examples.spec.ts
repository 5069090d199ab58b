import { confirmDialog, loginAs, newAccount, pageShown, test, expect } from './fixtures';
import { unique } from './api';

// The modal examples save for real: each opens, refuses bad input under the field, closes on Escape or when
// saved, and what it saved is listed below it (and in the account settings' billing tab) after a reload.

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

test('a card: a wrong number and an expired date are refused under their fields; a good one is saved, listed and removed', async ({ page }) => {
  const username = unique('tarjetas').toLowerCase().replace(/[^a-z0-9]/g, '');
  await loginAs(page, await newAccount(page, username));
  await page.goto('/pages/modal-examples');
  await pageShown(page);
  await expect(page.getByText('Aún no has guardado ninguna tarjeta.')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir tarjeta' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Añadir tarjeta' });
  await expect(modal.getByLabel('Número de tarjeta')).toBeFocused();
  await modal.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
  await modal.getByLabel('Titular').fill('Nora Quintana');
  await modal.getByLabel('Caducidad').fill('01/20');
  await modal.getByLabel('Código de seguridad').fill('123');
  await modal.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(modal.getByText('Este número de tarjeta no es válido.')).toBeVisible();
  await expect(modal.getByText('Esta tarjeta ha caducado.')).toBeVisible();
  await expect(modal.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');

  await modal.getByLabel('Número de tarjeta').fill('5555 5555 5555 4444');
  await modal.getByLabel('Caducidad').fill(`08/${nextYear}`);
  await modal.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Tarjeta terminada en 4444 guardada.')).toBeVisible();

  await page.reload();
  const cards = page.getByRole('list', { name: 'Tarjetas de pago' });
  await expect(cards.getByText('Mastercard ···· 4444')).toBeVisible();
  await expect(cards.getByText('Principal')).toBeVisible();
  // The billing tab of the account settings lists the same card.
  await page.goto('/pages/account-settings?tab=billing');
  await expect(page.getByRole('list', { name: 'Tarjetas de pago' }).getByText('Mastercard ···· 4444')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar Mastercard ···· 4444' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Tarjeta eliminada.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Aún no has guardado ninguna tarjeta.')).toBeVisible();
});

test('an address: required fields named, Escape closes without saving, a complete one is saved as the default', async ({ page }) => {
  const username = unique('direcciones').toLowerCase().replace(/[^a-z0-9]/g, '');
  await loginAs(page, await newAccount(page, username));
  await page.goto('/pages/modal-examples');
  await pageShown(page);
  const open = page.getByRole('button', { name: 'Añadir dirección' }).first();
  await open.click();
  const modal = page.getByRole('dialog', { name: 'Añadir dirección' });
  await modal.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(modal.getByLabel('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByLabel('Código postal')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByText('Aún no has guardado ninguna dirección.')).toBeVisible();

  await open.click();
  await modal.getByLabel('Oficina').check();
  await modal.getByLabel('Nombre y apellidos').fill('Nora Quintana');
  await modal.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Avenida de la Luz 3');
  await modal.getByLabel('Ciudad').fill('Sevilla');
  await modal.getByLabel('Código postal').fill('41001');
  await modal.getByLabel('País').selectOption('PT');
  await modal.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  const addresses = page.getByRole('list', { name: 'Direcciones' });
  await expect(addresses.getByText('Avenida de la Luz 3')).toBeVisible();
  await expect(addresses.getByText('Portugal')).toBeVisible();
  await expect(addresses.getByText('Oficina')).toBeVisible();
  await expect(addresses.getByText('Predeterminada')).toBeVisible();
});

test.describe(() => {
  // The server's refusal of a taken username is a 400 the browser logs.
  test.use({ allowHttpErrors: true });

  test('editing the profile in a modal: a username already taken is refused under the field; a new name is saved everywhere', async ({ page }) => {
    const username = unique('perfilmodal').toLowerCase().replace(/[^a-z0-9]/g, '');
    const taken = `${username}b`;
    await newAccount(page, taken);
    await loginAs(page, await newAccount(page, username));
    await page.goto('/pages/modal-examples');
    await pageShown(page);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar tu perfil' });
    await modal.getByLabel('Nombre de usuario').fill(taken);
    await modal.getByLabel('Nombre completo').fill('Nora Quintana');
    await modal.getByLabel('Teléfono').fill('+34 600 123 456');
    await modal.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(modal.getByText('Este nombre de usuario ya está en uso.')).toBeVisible();
    await modal.getByLabel('Nombre de usuario').fill(username);
    await modal.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(modal).toBeHidden();
    await page.goto('/pages/account-settings?tab=info');
    await expect(page.getByLabel('Teléfono')).toHaveValue('+34 600 123 456');
    await page.goto('/pages/account-settings');
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Nora Quintana');
  });
});
