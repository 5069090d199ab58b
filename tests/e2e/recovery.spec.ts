import type { APIRequestContext } from '@playwright/test';
import { apiRequest, type ApiRequest, DEMO, loginAs, newAccount, pageShown, test, expect } from './fixtures';

test.use({ allowHttpErrors: true });

const uniqueName = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest link of a kind mailed to `email`, read from the outbox by the demo admin. */
async function mailedLink(request: ApiRequest | APIRequestContext, email: string, kind: 'reset-password' | 'verify-email') {
  const admin = await request.post('/api/jwt/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await admin.json()).accessToken}` };
  const list = await request.get(`/api/apps/outbox/messages?${new URLSearchParams({ q: email, kind })}`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const { messages } = (await list.json()) as { messages: { id: number; to: string }[] };
  expect(messages.length, `a ${kind} message to ${email}`).toBeGreaterThan(0);
  expect(messages[0].to).toBe(email);
  const message = await request.get(`/api/apps/outbox/message?id=${messages[0].id}`, { headers });
  const { link } = (await message.json()) as { link: string };
  // Links are absolute (PUBLIC_URL); the test opens their page on the server it talks to.
  const url = new URL(link);
  expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  return url.pathname + url.search;
}

test('a person who forgot their password gets a link, sets a new password with it, and signs in with the new one only', async ({ page }) => {
  const { email, password: oldPassword } = await newAccount(page, uniqueName('olvido'));

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/pages\/forgot-password-cover$/);
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('status')).toContainText(`Si existe una cuenta con ${email}, le hemos enviado un enlace`);

  const link = await mailedLink(apiRequest(page), email, 'reset-password');
  expect(link).toMatch(/^\/pages\/reset-password-basic\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
  await expect(page.getByText(`Elige una contraseña nueva para ${email}.`)).toBeVisible();

  const newPassword = 'otra-clave-mas-larga';
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(newPassword);
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('no-es-la-misma');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Repite la contraseña', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();

  await expect(page).toHaveURL(/\/pages\/login-basic$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Contraseña cambiada. Inicia sesión con la nueva.' })).toBeVisible();

  // The link was for one use only.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Este enlace ya se ha usado.');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/pages/forgot-password-basic');

  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo o la contraseña no son válidos.')).toBeVisible();

  await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await page.reload();
  await expect(page).toHaveURL(/\/access-control$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email)).toBe(email);
});

test('a new account sees the unconfirmed e-mail banner until the mailed link is opened', async ({ page, browser }) => {
  const username = uniqueName('banner');
  const email = `${username}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
  await page.getByLabel(/Acepto la política/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/access-control$/);

  const banner = page.getByRole('region', { name: 'Correo sin confirmar' });
  await expect(banner).toContainText(`Tu correo ${email} aún no está confirmado`);
  // The link mailed at sign-up is a moment old: another one is refused for now.
  await banner.getByRole('button', { name: 'Reenviar el enlace' }).click();
  await expect(banner).toContainText(/Demasiados intentos\. Vuelve a intentarlo dentro de \d+ segundos\./);
  await page.reload();
  await expect(banner).toBeVisible();

  // The link is opened elsewhere (another browser, signed out): it confirms the address and says so.
  const link = await mailedLink(apiRequest(page), email, 'verify-email');
  expect(link).toMatch(/^\/pages\/verify-email-basic\?token=/);
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: '¡Correo confirmado!' })).toBeVisible();
  await expect(other.getByText(`Tu dirección ${email} está confirmada.`)).toBeVisible();
  await elsewhere.close();

  // The page reads who is signed in again when it opens: the stored user turns confirmed, the banner goes.
  await page.reload();
  await pageShown(page);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').emailVerified)).toBe(true);
  await expect(banner).toHaveCount(0);
  await page.reload();
  await pageShown(page);
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(banner).toHaveCount(0);
});

test('opening the confirmation link while signed in hides the banner at once', async ({ page }) => {
  const person = await newAccount(page, uniqueName('aqui'));
  await loginAs(page, person);
  await page.goto('/access-control');
  await expect(page.getByRole('region', { name: 'Correo sin confirmar' })).toBeVisible();
  await page.goto(await mailedLink(apiRequest(page), person.email, 'verify-email'));
  await expect(page.getByRole('heading', { name: '¡Correo confirmado!' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').emailVerified)).toBe(true);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await pageShown(page);
  await expect(page.getByRole('region', { name: 'Correo sin confirmar' })).toHaveCount(0);
});

test('a person added by the administrator sets their first password from the invitation and signs in', async ({ page }) => {
  const username = uniqueName('invitada');
  const email = `${username}@example.com`;
  const admin = await apiRequest(page).post('/api/jwt/login', { data: DEMO.admin });
  const headers = { authorization: `Bearer ${(await admin.json()).accessToken}` };
  const added = await apiRequest(page).post('/api/apps/users/add-user', {
    headers,
    data: { user: { fullName: 'Invitada Nueva', username, email, role: 'client', currentPlan: 'basic' } },
  });
  expect(added.status(), await added.text()).toBe(201);

  const list = await apiRequest(page).get(`/api/apps/outbox/messages?${new URLSearchParams({ q: email, kind: 'invitation' })}`, { headers });
  const [message] = ((await list.json()) as { messages: { id: number }[] }).messages;
  const { link } = (await (await apiRequest(page).get(`/api/apps/outbox/message?id=${message.id}`, { headers })).json()) as { link: string };
  const url = new URL(link);
  expect(url.searchParams.get('invite')).toBe('1');

  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await expect(page.getByText(`Elige la contraseña de ${email} para activar tu cuenta.`)).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('mi-primera-clave');
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('mi-primera-clave');
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cuenta activada. Inicia sesión con tu contraseña.' })).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('mi-primera-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await pageShown(page);
  // Opening the invitation proved the address: no banner.
  await expect(page.getByRole('region', { name: 'Correo sin confirmar' })).toHaveCount(0);
});
