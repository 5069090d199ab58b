import type { Page } from '@playwright/test';
import { expect, loginAs, pageShown, test } from './fixtures';

// The typography, colours and icons pages and the basic components: each one's interaction, as a person uses it.

async function open(page: Page, path: string, title: string) {
  await loginAs(page, 'admin');
  await page.goto(path);
  await pageShown(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast').filter({ hasText: text });

test('typography: the sample typed shows in every heading level', async ({ page }) => {
  await open(page, '/ui-element', 'Tipografía');
  await expect(page.getByText('Familia tipográfica')).toContainText('Public Sans');
  await page.getByLabel('Texto de muestra').fill('Hola Tablero');
  await expect(page.getByTestId('heading-samples').getByText('Hola Tablero')).toHaveCount(6);
  await page.getByLabel('Peso').selectOption('400');
  await expect(page.getByTestId('heading-samples').locator('p').first()).toHaveCSS('font-weight', '400');
});

test('colours: each tone shows its live value and grade, and copying one says so in a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/colors', 'Colores');
  const swatch = page.getByTestId('swatch-primary-base');
  await expect(swatch).toContainText('--bs-primary');
  await expect(swatch).toContainText(/\d+\.\d\d:1/);
  await expect(swatch).toContainText(/AA/);
  const value = (await swatch.getByTestId('swatch-value').textContent())!;
  expect(value).toMatch(/^#[0-9a-f]{6}$/);
  await swatch.getByRole('button', { name: `Copiar ${value} (Primario · Color)` }).click();
  await expect(toast(page, `Copiado ${value}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  // In the dark skin the page background, and with it the emphasis tone's value, is read again.
  const emphasis = page.getByTestId('swatch-primary-emphasis').getByTestId('swatch-value');
  const light = await emphasis.textContent();
  await page.evaluate(() => localStorage.setItem('skin', 'dark'));
  await page.reload();
  await pageShown(page);
  await expect(page.getByText('Apariencia mostrada: oscura.')).toBeVisible();
  await expect(emphasis).not.toHaveText(light!);
});

test('icons: the whole set loads when the search is used, the search filters it and a press copies the JSX', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/icons', 'Iconos');
  const count = page.getByTestId('icon-count');
  await expect(count).toHaveText('Iconos populares mostrados: 36');
  await page.getByLabel('Buscar iconos').focus();
  await expect(count).toHaveText(/^Iconos encontrados: (\d[\d.\s]*) de \1$/);
  const total = Number((await count.textContent())!.replace(/.* de /, '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(1000);

  await page.getByLabel('Buscar iconos').fill('arrow big');
  await expect(count).toHaveText(/^Iconos encontrados: \d+ de /);
  const found = Number((await count.textContent())!.match(/: (\d+) de/)![1]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(30);
  const library = page.getByTestId('icon-library');
  await expect(library.getByRole('button')).toHaveCount(found);
  await library.getByRole('button', { name: 'Copiar <ArrowBigDown />' }).click();
  await expect(toast(page, 'Copiado <ArrowBigDown />')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<ArrowBigDown />');

  await page.getByLabel('Buscar iconos').fill('zzzz');
  await expect(page.getByText('Ningún icono se llama «zzzz».')).toBeVisible();
});

test('alerts: a dismissed alert is gone, and they come back when asked', async ({ page }) => {
  await open(page, '/components/alerts', 'Alertas');
  const backup = page.getByRole('alert').filter({ hasText: 'La copia de seguridad semanal terminó' });
  await expect(backup).toBeVisible();
  await page.getByRole('button', { name: 'Descartar: La copia de seguridad semanal terminó a las 03:00.' }).click();
  await expect(backup).toHaveCount(0);
  for (const notice of ['Tres personas aceptaron tu invitación.', 'Tu periodo de prueba termina en 5 días.']) await page.getByRole('button', { name: `Descartar: ${notice}` }).click();
  await expect(page.getByText('Has descartado todos los avisos.')).toBeVisible();
  await page.getByRole('button', { name: 'Mostrarlos de nuevo' }).click();
  await expect(backup).toBeVisible();
});

test('avatar: members join and leave the group, and a status change shows', async ({ page }) => {
  await open(page, '/components/avatar', 'Avatar');
  await expect(page.getByRole('list', { name: 'Miembros del equipo: 5' })).toContainText('+1');
  await page.getByRole('button', { name: 'Añadir miembro' }).click();
  await expect(page.getByRole('list', { name: 'Miembros del equipo: 6' })).toContainText('+2');
  await page.getByRole('button', { name: 'Quitar miembro' }).click();
  await page.getByRole('button', { name: 'Quitar miembro' }).click();
  await expect(page.getByRole('list', { name: 'Miembros del equipo: 4' })).not.toContainText('+');
  await page.getByLabel('Estado de Beatriz Costa').selectOption('busy');
  await expect(page.getByTestId('avatar-status-now')).toHaveText('Beatriz Costa está ahora: Ocupado');
});

test('badges: a message received raises the counter and opening the inbox clears it', async ({ page }) => {
  await open(page, '/components/badges', 'Insignias');
  await page.getByRole('button', { name: 'Recibir un mensaje' }).click();
  await expect(page.getByText('Mensajes sin leer: 4')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('4');
  await page.getByRole('button', { name: /Bandeja de entrada/ }).click();
  await expect(page.getByText('Todos los mensajes leídos.')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('breadcrumbs: the folder browser goes down a folder and back up through the trail', async ({ page }) => {
  await open(page, '/components/breadcrumbs', 'Migas de pan');
  const trail = page.getByTestId('folder-trail');
  await page.getByRole('button', { name: 'Sitio web' }).click();
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Sitio web');
  await expect(page.getByText('Esta carpeta no tiene carpetas dentro.')).toBeVisible();
  await trail.getByRole('button', { name: 'Documentos' }).click();
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Documentos');
  await expect(page.getByRole('button', { name: 'Facturas' })).toBeVisible();
});

test('buttons: saving shows the busy state, counts, and the count survives a reload; toggles style the sample', async ({ page }) => {
  await open(page, '/components/buttons', 'Botones');
  await expect(page.getByTestId('save-count')).toHaveText('Veces guardado: 0');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
  await expect(page.getByTestId('save-count')).toHaveText('Veces guardado: 1');
  await expect(toast(page, 'Guardado (vez número 1).')).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(page.getByTestId('save-count')).toHaveText('Veces guardado: 1');

  const sample = page.getByTestId('styled-sample');
  await page.getByTitle('Cursiva').click();
  await expect(page.getByRole('checkbox', { name: 'Cursiva' })).toBeChecked();
  await expect(sample).toHaveCSS('font-style', 'italic');
  await page.getByTitle('Centrar').click();
  await expect(sample).toHaveCSS('text-align', 'center');
  await page.getByRole('button', { name: 'Me gusta' }).click();
  await expect(page.getByRole('button', { name: 'Te gusta' })).toHaveAttribute('aria-pressed', 'true');
});

test('divider: the builder moves the text and changes the line', async ({ page }) => {
  await open(page, '/components/divider', 'Divisor');
  const preview = page.getByTestId('divider-preview').locator('.tb-divider');
  await page.getByRole('textbox', { name: 'Texto' }).fill('Sección dos');
  await page.getByRole('combobox', { name: 'Posición' }).selectOption('end');
  await page.getByRole('combobox', { name: 'Línea' }).selectOption('dashed');
  await expect(preview).toHaveText('Sección dos');
  await expect(preview).toHaveClass(/tb-divider-end/);
  await expect(preview).toHaveClass(/tb-divider-dashed/);
  // Without words it is a bare rule, a separator for assistive technology.
  await page.getByRole('textbox', { name: 'Texto' }).fill('');
  await expect(page.getByTestId('divider-preview').getByRole('separator')).toBeVisible();
});

test('list group: choosing an item makes it active, and ticking tasks counts them', async ({ page }) => {
  await open(page, '/components/list-group', 'Grupo de lista');
  await page.getByRole('button', { name: 'Archivo' }).click();
  await expect(page.getByRole('button', { name: 'Archivo' })).toHaveClass(/active/);
  await expect(page.getByTestId('chosen-folder')).toHaveText('Carpeta abierta: Archivo');
  await page.getByLabel('Revisar los textos').check();
  await expect(page.getByTestId('tasks-done')).toHaveText('Hechas: 2 de 4');
});

test('pagination: the pager moves the live list to page 2 and to the last page', async ({ page }) => {
  await open(page, '/components/pagination', 'Paginación');
  const live = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Una lista paginada' }) });
  const orders = page.getByTestId('order-list').getByRole('listitem');
  await expect(orders.first()).toContainText('#1001');
  await live.getByRole('button', { name: '2', exact: true }).click();
  await expect(orders.first()).toContainText('#1006');
  await expect(live.getByText('Mostrando 6 a 10 de 47')).toBeVisible();
  await live.getByRole('button', { name: 'Última página' }).click();
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('#1046');
  await expect(live.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
});

test('pill badges: a filter pill filters the list, and a tag can be removed and restored', async ({ page }) => {
  await open(page, '/components/pill-badges', 'Insignias redondeadas');
  const tickets = page.getByTestId('ticket-list').getByRole('listitem');
  await expect(tickets).toHaveCount(7);
  await page.getByRole('button', { name: 'Cerradas 2' }).click();
  await expect(tickets).toHaveCount(2);
  await expect(tickets.first()).toContainText('Cerradas');
  await page.getByRole('button', { name: 'Quitar la etiqueta Urgente' }).click();
  await expect(page.getByRole('button', { name: 'Quitar la etiqueta Urgente' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Recuperar todas las etiquetas' }).click();
  await expect(page.getByRole('button', { name: 'Quitar la etiqueta Urgente' })).toBeVisible();
});

test('progress: the import reports its progress, then its end', async ({ page }) => {
  await open(page, '/components/progress', 'Progreso');
  await expect(page.getByRole('meter', { name: 'Nivel 75 %' })).toHaveAttribute('aria-valuenow', '75');
  await page.getByRole('button', { name: 'Empezar la importación' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la importación' })).toBeVisible();
  await expect(page.getByTestId('import-status')).toHaveText('Importación terminada: 40 archivos.', { timeout: 10_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importar de nuevo' })).toBeEnabled();
});

test('spinners: a button shows its spinner while it sends, and a specimen copies its markup', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/components/spinners', 'Indicadores de carga');
  await page.getByRole('button', { name: 'Enviar (Borde)' }).click();
  const busy = page.getByRole('button', { name: 'Enviando…' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner-border')).toBeVisible();
  await expect(page.getByTestId('sent-count')).toHaveText('Mensajes enviados: 1');
  await expect(toast(page, 'Mensaje enviado.')).toBeVisible();

  await page.getByRole('button', { name: /^Crecimiento, grande/ }).click();
  await expect(toast(page, 'Código copiado: Crecimiento, grande')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('class="spinner-grow tb-spinner-lg"');
});

test('timeline: a note added goes to the top with the time', async ({ page }) => {
  await open(page, '/components/timeline', 'Línea de tiempo');
  await page.getByLabel('Nota nueva').fill('Revisado con el cliente');
  await page.getByRole('button', { name: 'Añadir a la línea de tiempo' }).click();
  const first = page.getByTestId('timeline').getByRole('listitem').first();
  await expect(first).toContainText('Revisado con el cliente');
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByLabel('Nota nueva')).toHaveValue('');
});
