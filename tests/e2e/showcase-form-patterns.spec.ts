import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// The form pattern pages send for real: what was saved is listed under the forms and is still there after a reload;
// a rule only the server knows (a username already used, a team name already used) comes back under its field.

test.use({ allowHttpErrors: true });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
// The lists of what was saved load as they come near the screen, as a person scrolls down to them.
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
// An error that goes as its field is put right moves what is under it: a person clicks once the form has settled.
const noErrorsIn = (scope: Locator) => expect(scope.locator('[aria-invalid=true]')).toHaveCount(0);
const posted = (page: Page, path: string) => page.waitForResponse((res) => res.url().endsWith(path) && res.request().method() === 'POST');

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'admin');
});

test('a layout form refuses what is missing, saves an account, and the list under the forms keeps it after a reload', async ({ page }) => {
  const username = unique('horiz');
  await page.goto('/forms/layout/form-layout');
  const horizontal = page.getByRole('form', { name: 'Horizontal' });

  await horizontal.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(horizontal.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  await expect(horizontal.getByText('Este campo es obligatorio.').first()).toBeVisible();

  await horizontal.getByLabel('Nombre completo').fill('Lucía Horizontal');
  await horizontal.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await horizontal.getByLabel('Nombre de usuario').fill(username);
  await horizontal.getByLabel('Contraseña').fill('clave1234');
  await noErrorsIn(horizontal);
  const saved = posted(page, '/api/forms/accounts');
  await horizontal.getByRole('button', { name: 'Crear cuenta' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: 'Cuenta de ejemplo guardada.' })).toBeVisible();
  await expect(horizontal.getByLabel('Nombre completo')).toHaveValue('');

  await scrollToEnd(page);
  const list = page.getByRole('region', { name: 'Tus cuentas de ejemplo' });
  await expect(list.getByRole('row').filter({ hasText: `@${username}` })).toContainText('Lucía Horizontal');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToEnd(page);
  await expect(page.getByRole('region', { name: 'Tus cuentas de ejemplo' }).getByRole('row').filter({ hasText: `@${username}` })).toContainText('Horizontal');

  // The same username again, from another layout: the server refuses it under the field.
  const floating = page.getByRole('form', { name: 'Etiquetas flotantes' });
  await floating.getByLabel('Nombre completo').fill('Otra Persona');
  await floating.getByLabel('Correo electrónico').fill('otra@example.com');
  await floating.getByLabel('Nombre de usuario').fill(username);
  await floating.getByLabel('Contraseña').fill('clave1234');
  const refused = posted(page, '/api/forms/accounts');
  await floating.getByRole('button', { name: 'Crear cuenta' }).click();
  expect((await refused).status()).toBe(400);
  await expect(floating.getByLabel('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true');
  await expect(floating.getByText('Este nombre de usuario ya está en uso.')).toBeVisible();
});

test('the validation page shows each rule under its field, maps the server’s refusal to the username, then saves', async ({ page }) => {
  const username = unique('valid');
  await page.goto('/forms/form-validation');
  const form = page.getByRole('form', { name: 'Registro' });
  // A label reads its name and, when required, a star: the name is matched from its start.
  const field = (name: string) => form.getByLabel(new RegExp(`^${name}( \\*)?$`));
  const errorOf = async (control: Locator) => page.locator(`#${await control.getAttribute('id')}-error`);

  await field('Correo electrónico').fill('sin-arroba');
  await field('Sitio web').fill('ftp://example.com');
  await field('Edad').fill('12');
  await field('Teléfono').fill('abc');
  await field('Contraseña').fill('soloLetras');
  await field('Repite la contraseña').fill('otra');
  await field('Nombre de usuario').fill('no vale');
  await expect(field('Repite la contraseña')).toHaveAttribute('aria-invalid', 'true');
  // Pressed straight from a field in error, as a person does: the button does not move away before it is released.
  // The list under the form loads as it comes near: the page is let settle before the pointer goes down.
  await scrollToEnd(page);
  const registrations = page.getByRole('region', { name: 'Tus registros' });
  await expect(registrations.getByRole('table').or(registrations.getByText('Aún no has enviado'))).toBeVisible();
  const submit = form.getByRole('button', { name: 'Registrarme' });
  // The theme scrolls smoothly: bring the button in at once so the pointer is not left where it was mid-scroll.
  await submit.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await submit.hover();
  await page.mouse.down();
  await expect(field('Nombre de usuario')).toBeFocused();
  await page.mouse.up();
  await expect(await errorOf(field('Nombre completo'))).toHaveText('Este campo es obligatorio.');
  await expect(field('Nombre completo')).toBeFocused();
  await expect(await errorOf(field('Nombre de usuario'))).toHaveText('Usa solo letras, números, puntos y guiones bajos.');
  await expect(await errorOf(field('Correo electrónico'))).toHaveText('Escribe un correo electrónico válido.');
  await expect(await errorOf(field('Sitio web'))).not.toBeEmpty();
  await expect(await errorOf(field('Edad'))).toContainText('18');
  await expect(await errorOf(field('Teléfono'))).toContainText('Usa números y espacios');
  await expect(await errorOf(field('Contraseña'))).toHaveText('Incluye letras y números.');
  await expect(await errorOf(field('Repite la contraseña'))).toHaveText('Las contraseñas no coinciden.');
  await expect(await errorOf(field('Fecha de nacimiento'))).toHaveText('Este campo es obligatorio.');
  await expect(form.getByText('Acepta las condiciones para continuar.')).toBeVisible();

  await field('Nombre completo').fill('Valeria Reglas');
  await field('Nombre de usuario').fill('admin');
  await field('Correo electrónico').fill('valeria@example.com');
  await field('Sitio web').fill('https://example.com');
  await field('Edad').fill('34');
  await field('Teléfono').fill('+34 600 123 456');
  await field('Contraseña').fill('secreto123');
  await field('Repite la contraseña').fill('secreto123');
  await field('Fecha de nacimiento').fill('12/04/1992');
  await field('Fecha de nacimiento').press('Tab');
  await form.getByLabel('Acepto las condiciones de uso').check();
  await noErrorsIn(form);
  await expect(form.getByText('Acepta las condiciones para continuar.')).toBeHidden();
  const refused = posted(page, '/api/forms/registrations');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  expect((await refused).status()).toBe(400);
  await expect(await errorOf(field('Nombre de usuario'))).toHaveText('Este nombre de usuario ya está en uso.');
  await expect(field('Nombre de usuario')).toBeFocused();

  await field('Nombre de usuario').fill(username);
  await noErrorsIn(form);
  const saved = posted(page, '/api/forms/registrations');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('region', { name: 'Registro guardado' })).toContainText(`@${username}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToEnd(page);
  const row = page.getByRole('region', { name: 'Tus registros' }).getByRole('row').filter({ hasText: `@${username}` });
  await expect(row).toContainText('Valeria Reglas');
  await expect(row).toContainText('Edad: 34');
});

test('the wizard checks each step, keeps the values when going back, and its last step saves the account', async ({ page }) => {
  const username = unique('wiz');
  await page.goto('/forms/wizard');
  const wizard = page.locator('[data-wizard=horizontal]');
  const next = wizard.getByRole('button', { name: 'Siguiente' });

  await next.click();
  await expect(wizard.getByLabel('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.getByRole('heading', { name: /Paso 1 de 4/ })).toBeVisible();

  await wizard.getByLabel('Nombre de usuario').fill(username);
  await wizard.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await wizard.getByLabel(/^Contraseña/).fill('clave1234');
  await wizard.getByLabel('Repite la contraseña').fill('clave1234');
  await wizard.getByLabel('Repite la contraseña').press('Tab');
  await noErrorsIn(wizard);
  await next.click();
  // The second step's code (with the date field) loads when it is first reached.
  await expect(wizard.getByRole('heading', { name: /Paso 2 de 4/ })).toBeVisible();

  await next.click();
  await expect(wizard.getByLabel(/^Nombre( \*)?$/)).toHaveAttribute('aria-invalid', 'true');
  await wizard.getByLabel(/^Nombre( \*)?$/).fill('Marta');
  await wizard.getByLabel('Apellidos').fill('Pasos');
  await wizard.getByLabel('País').selectOption('MX');
  await wizard.getByLabel('Fecha de nacimiento').fill('31/01/1990');
  await wizard.getByLabel('Fecha de nacimiento').press('Tab');
  await noErrorsIn(wizard);
  await next.click();
  await expect(wizard.getByRole('heading', { name: /Paso 3 de 4/ })).toBeVisible();

  await wizard.getByLabel(/^Equipo/).check();
  await next.click();
  await expect(wizard.getByText('Acepta las condiciones para continuar.')).toBeVisible();
  await wizard.getByLabel('Acepto las condiciones de uso').check();
  await expect(wizard.getByText('Acepta las condiciones para continuar.')).toBeHidden();
  await next.click();
  await expect(wizard.getByRole('heading', { name: /Paso 4 de 4/ })).toContainText('Revisar y enviar');
  await expect(wizard.getByText('Marta Pasos')).toBeVisible();

  // Back to the first step: everything typed is still there.
  await wizard.getByRole('button', { name: 'Anterior' }).click();
  await expect(wizard.getByLabel('Acepto las condiciones de uso')).toBeChecked();
  await wizard.getByRole('button', { name: /Cuenta/ }).click();
  await expect(wizard.getByLabel('Nombre de usuario')).toHaveValue(username);
  await next.click();
  await next.click();
  await next.click();

  const saved = posted(page, '/api/forms/wizard');
  await wizard.getByRole('button', { name: 'Crear cuenta' }).click();
  expect((await saved).status()).toBe(201);
  await expect(wizard.getByRole('heading', { name: '¡Bienvenida, Marta Pasos!' })).toBeVisible();
  await expect(wizard).toContainText(`@${username}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToEnd(page);
  const row = page.getByRole('region', { name: 'Cuentas creadas con el asistente' }).getByRole('row').filter({ hasText: `@${username}` });
  await expect(row).toContainText('Plan: Equipo');
  await expect(row).toContainText('México');
});

test('the repeater adds and removes rows, checks each row, and saves the list; a team name used before is refused', async ({ page }) => {
  const team = unique('Equipo ');
  await page.goto('/forms/form-repeater');
  const form = page.getByRole('form', { name: 'Nuevo equipo' });
  const row = (n: number) => form.getByRole('listitem', { name: `Persona ${n}`, exact: true });

  await form.getByLabel('Nombre del equipo').fill(team);
  await row(1).getByLabel(/^Nombre( \*)?$/).fill('Ana Fila');
  await row(1).getByLabel('Correo electrónico').fill('ana.fila@example.com');
  await form.getByRole('button', { name: 'Añadir persona' }).click();
  await expect(row(2)).toBeVisible();
  await expect(row(2).getByLabel(/^Nombre( \*)?$/)).toBeFocused();
  await row(2).getByLabel(/^Nombre( \*)?$/).fill('Luis Fila');
  await row(2).getByLabel('Correo electrónico').fill('ana.fila@example.com');
  await row(2).getByLabel('Horas/semana').fill('60');
  await form.getByRole('button', { name: 'Guardar equipo' }).click();
  await expect(row(2).getByText('Cada valor una sola vez.')).toBeVisible();
  await expect(row(2).getByLabel('Horas/semana')).toHaveAttribute('aria-invalid', 'true');
  await expect(row(1).getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'false');

  await row(2).getByLabel('Correo electrónico').fill('luis.fila@example.com');
  await row(2).getByLabel('Horas/semana').fill('20');
  await row(2).getByLabel('Puesto').selectOption('tester');
  await noErrorsIn(form);
  await form.getByRole('button', { name: 'Añadir persona' }).click();
  await expect(row(3)).toBeVisible();
  await form.getByRole('button', { name: 'Quitar la persona 3' }).click();
  await expect(row(3)).toHaveCount(0);
  await expect(form).toContainText('2 de 10 filas');

  const saved = posted(page, '/api/forms/teams');
  await form.getByRole('button', { name: 'Guardar equipo' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: 'Equipo guardado.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToEnd(page);
  const savedTeam = page.getByRole('region', { name: 'Tus equipos' }).getByRole('listitem').filter({ hasText: team });
  await expect(savedTeam.getByRole('row')).toHaveCount(3);
  await expect(savedTeam.getByRole('row').filter({ hasText: 'luis.fila@example.com' })).toContainText('Pruebas');

  await page.getByRole('form', { name: 'Nuevo equipo' }).getByLabel('Nombre del equipo').fill(team.toUpperCase());
  await row(1).getByLabel(/^Nombre( \*)?$/).fill('Otra');
  await row(1).getByLabel('Correo electrónico').fill('otra@example.com');
  const refused = posted(page, '/api/forms/teams');
  await form.getByRole('button', { name: 'Guardar equipo' }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText('Ya tienes un equipo con este nombre.')).toBeVisible();
});
