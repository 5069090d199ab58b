import { loginAs, test, expect } from './fixtures';

test.use({ allowHttpErrors: true });

test('admin logs in with the form, lands home (the e-commerce dashboard) and stays signed in after a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('admin@demo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
  // The toast container loads with the first toast; the greeting asked for before it mounted still shows.
  await expect(page.getByRole('alert').filter({ hasText: '¡Hola de nuevo, John Doe!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email)).toBe('admin@demo.com');
});

test('a wrong password shows the error under the email field and stores nothing', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('admin@demo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo o la contraseña no son válidos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // What the server said stays while the person moves between the fields, and goes once the field is changed.
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByText('El correo o la contraseña no son válidos.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('admin@demo.co');
  await expect(page.getByText('El correo o la contraseña no son válidos.')).toBeHidden();
});

test('the form checks fields before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('not-an-email');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an anonymous visitor is sent to login and back to the page asked for', async ({ page }) => {
  await page.goto('/apps/todo?filter=important');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('button', { name: /client@demo.com|admin@demo.com/ }).first().waitFor();
  await page.getByLabel('Correo electrónico').fill('admin@demo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\?filter=important$/);
});

test('the client lands on access control, and Todo is not authorized for them', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('client@demo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('client');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await page.goto('/apps/todo');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  // The menu offers only what the client may open.
  await page.goto('/access-control');
  await expect(page.getByRole('link', { name: 'Tareas' })).toHaveCount(0);
});

test('a signed-in user who opens /login or /register goes home', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('registering creates an account with the least-privileged role; a taken email is refused in place', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nombre de usuario').fill('johndoe');
  await page.getByLabel('Correo electrónico').fill('admin@demo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto-largo');
  await page.getByLabel(/Acepto la política/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Este correo electrónico ya está en uso.')).toBeVisible();
  await expect(page.getByText('Este nombre de usuario ya está en uso.')).toBeVisible();

  const name = `nueva${Date.now()}`;
  await page.getByLabel('Nombre de usuario').fill(name);
  await page.getByLabel('Correo electrónico').fill(`${name}@example.com`);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The client role reads the access-control page and nothing of the company's data.
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/access-control$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').role)).toBe('client');
});

test('unknown routes show the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/misc\/error\?from=/);
  await expect(page.getByRole('main').getByText('/no/such/page')).toBeVisible();
});
