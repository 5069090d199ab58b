import type { Page } from '@playwright/test';
import { apiRequest, DEMO, loginAs, pageShown, test, expect } from './fixtures';
import { apiAs, unique } from './api';

test.use({ allowHttpErrors: true });

const AREAS = ['users', 'roles', 'invoices', 'email', 'chat', 'calendar', 'kanban', 'todo', 'apiKeys', 'ecommerce', 'blog'];
const grant = (letters: string) => ({ read: letters.includes('r'), write: letters.includes('w'), create: letters.includes('c') });
const matrix = (codes: Record<string, string>) => Object.fromEntries(AREAS.map((area) => [area, grant(codes[area] ?? '')]));

/** The entries of the apps menu this person is shown (the horizontal menu opens it as a dropdown). */
async function appsMenu(page: Page) {
  await page.getByRole('navigation').getByRole('button', { name: 'Aplicaciones' }).click();
  const menu = page.getByRole('navigation').locator('.dropdown-menu.show');
  await expect(menu).toBeVisible();
  const names = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return names;
}

test('a person invited with a custom role sees exactly what it allows, and a right taken away stops their next action', async ({ page, browser }, testInfo) => {
  // Two browsers and an invitation round trip: more time than one page needs.
  test.setTimeout(90_000);
  const admin = apiAs(page, await loginAs(page, 'admin'));
  const roleName = unique('Tesorería');
  await admin.post('/apps/roles/add-role', { role: { name: roleName, permissions: matrix({ invoices: 'r', todo: 'rwc' }) } }, 201);

  // The administrator invites the person on the Users screen, with the new role.
  const stamp = roleName.split(' ').pop()!;
  const email = `tesoreria.${stamp}@example.com`;
  await page.goto('/apps/user/list');
  await page.getByRole('button', { name: 'Añadir usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel('Nombre completo').fill(`Teresa ${stamp}`);
  await form.getByLabel('Nombre de usuario').fill(`teresa.${stamp}`);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Rol').selectOption({ label: roleName });
  await form.getByRole('button', { name: 'Añadir usuario' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();

  const { messages } = await admin.get<{ messages: { id: number }[] }>(`/apps/outbox/messages?${new URLSearchParams({ q: email, kind: 'invitation' })}`);
  const { link } = await admin.get<{ link: string }>(`/apps/outbox/message?id=${messages[0].id}`);

  // The person, in a browser of their own, sets a password from the invitation and signs in.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'es-ES' });
  const person = await context.newPage();
  const url = new URL(link);
  await person.goto(url.pathname + url.search);
  await person.getByLabel('Contraseña nueva', { exact: true }).fill('tesoreria-2026');
  await person.getByLabel('Repite la contraseña', { exact: true }).fill('tesoreria-2026');
  await person.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await person.getByLabel('Correo electrónico').fill(email);
  await person.getByLabel('Contraseña', { exact: true }).fill('tesoreria-2026');
  await person.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(person).toHaveURL(/\/apps\/todo$/);
  await pageShown(person);

  // Exactly the apps the role allows, and the pages behind the others refuse.
  expect((await appsMenu(person)).sort()).toEqual(['Facturas', 'Tareas']);
  await person.goto('/apps/user/list');
  await expect(person).toHaveURL(/\/misc\/not-authorized$/);
  await person.goto('/apps/invoice/list');
  await expect(person.getByText(/^Mostrando 1 a 10 de \d+$/)).toBeVisible();

  // The administrator takes invoices away on the Roles page…
  await page.goto('/apps/roles');
  await page.getByRole('button', { name: `Editar el rol ${roleName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rol' });
  await dialog.getByLabel('Leer: Facturas').uncheck();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // …and the person's next action on invoices is refused, without signing out: the menu follows.
  await person.getByRole('searchbox', { name: 'Buscar facturas' }).fill('nubaria');
  await expect(person).toHaveURL(/\/misc\/not-authorized$/);
  await expect(person.getByText(`Tu rol (${roleName}) no puede abrir esta página.`)).toBeVisible();
  await person.goto('/apps/invoice/list');
  await expect(person).toHaveURL(/\/misc\/not-authorized$/);
  await person.goto('/apps/todo');
  await pageShown(person);
  expect(await appsMenu(person)).toEqual(['Tareas']);
  await context.close();
});

test('signing out ends the session on the server: the old access token is refused at once', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const me = () => apiRequest(page).get('/api/jwt/me', { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect((await me()).status()).toBe(200);
  await apiRequest(page).post('/api/jwt/logout', { data: { refreshToken: session.refreshToken } });
  expect((await me()).status()).toBe(401);
  // The demo login itself still works: only that session ended.
  expect((await apiRequest(page).post('/api/jwt/login', { data: DEMO.admin })).status()).toBe(200);
});
