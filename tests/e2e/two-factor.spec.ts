import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { loginAs, newAccount, pageShown, test, expect, type Credentials } from './fixtures';

// Wrong passwords are part of these stories.
test.use({ allowHttpErrors: true });

/** The app's code for the time step `steps` from now: a code is good once, so each use takes a later step. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

async function signInWithForm(page: Page, credentials: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).or(page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true })).click();
  await expect(page).toHaveURL(/\/login/);
}

test('two-step verification set up on the security tab, then asked for at sign-in', async ({ page }) => {
  const username = `dospasos${Date.now() % 1_000_000}`;
  const credentials = await newAccount(page, username);
  await loginAs(page, credentials);
  await page.goto('/access-control');
  await pageShown(page);

  // From the user menu to the security tab.
  await page.getByRole('button', { name: new RegExp(username) }).click();
  // The user menu's entry (the main menu lists the page too).
  await page.locator('.dropdown-menu.show').getByRole('link', { name: 'Ajustes de la cuenta' }).click();
  // The settings open on their first tab; the security one is a click away.
  await expect(page).toHaveURL(/\/pages\/account-settings$/);
  await page.getByRole('button', { name: 'Seguridad' }).click();
  await expect(page.getByRole('button', { name: 'Seguridad' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(card.getByText('La verificación en dos pasos está desactivada.')).toBeVisible();

  await card.getByRole('button', { name: 'Configurar' }).click();
  await expect(card.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('textbox', { name: 'Cifra 1 de 6' }).click();
  await page.keyboard.type(codeFor(secret));

  // Six digits confirm by themselves; the recovery codes show once.
  const codes = card.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await card.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(card.getByText('Activada', { exact: true })).toBeVisible();
  await expect(card.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();

  await signOut(page, username);
  await signInWithForm(page, credentials);
  await expect(page).toHaveURL(/\/pages\/two-steps-cover$/);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // The challenge travels in the page's history state, never in the address.
  expect(page.url()).not.toMatch(/challenge|ey[A-Za-z0-9_-]{20}/);

  // A wrong code first: the boxes empty and say how many tries are left.
  const wrong = codeFor(secret, 1) === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Cifra 1 de 6' }).click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('El código no es correcto. Te quedan 4 intentos.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cifra 6 de 6' })).toHaveValue('');

  // Pasting the whole code into the first box fills all six and signs in.
  const code = codeFor(secret, 1);
  await page.getByRole('textbox', { name: 'Cifra 1 de 6' }).fill(code);
  await expect(page).toHaveURL(/\/access-control$/);
  await pageShown(page);
  await page.reload();
  await pageShown(page);
  await expect(page).toHaveURL(/\/access-control$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email)).toBe(credentials.email);

  // A recovery code stands in for the phone, from the basic pages too.
  await signOut(page, username);
  await page.goto('/pages/login-basic');
  await page.getByLabel('Correo electrónico').fill(credentials.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/pages\/two-steps-basic$/);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recovery.toUpperCase());
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
});

test('password changed on the security tab: the wrong current one refused, then the new one signs in', async ({ page }) => {
  const username = `clave${Date.now() % 1_000_000}`;
  const credentials = await newAccount(page, username);
  await loginAs(page, credentials);
  await page.goto('/pages/account-settings?tab=security');
  await pageShown(page);

  const sessions = page.getByRole('region', { name: 'Sesiones abiertas' });
  await expect(sessions.getByText('Este dispositivo')).toBeVisible();

  const card = page.getByRole('region', { name: 'Cambiar la contraseña' });
  await card.getByRole('button', { name: 'Cambiar mi contraseña' }).click();
  await card.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('no-es-la-mia-1');
  await card.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('sololetras');
  await card.getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true }).fill('sololetras');
  await card.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(card.getByText('Usa al menos una letra y una cifra.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('nueva-clave-7');
  await card.getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true }).fill('nueva-clave-7');
  await card.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(card.getByText('La contraseña no es correcta.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill(credentials.password);
  await card.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Contraseña cambiada.' })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Contraseña actual', exact: true })).toHaveValue('');
  // This session stays open after the change.
  await page.reload();
  await expect(sessions.getByText('Este dispositivo')).toBeVisible();

  await signOut(page, username);
  await signInWithForm(page, credentials);
  await expect(page.getByText('El correo o la contraseña no son válidos.')).toBeVisible();
  await signInWithForm(page, { email: credentials.email, password: 'nueva-clave-7' });
  await expect(page).toHaveURL(/\/access-control$/);
});
