import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expect, loginAs, pageShown, test } from './fixtures';

// The extensions that handle data: each page driven as a person would, what it shows checked (and again after a
// reload where the address keeps it), files checked by reading what was downloaded.

/** The rows of a downloaded CSV, without its byte order mark and header. */
async function csvRows(download: Download) {
  const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\ufeff/, '');
  const [header, ...rows] = text.split(/\r?\n/).filter(Boolean);
  return { header, rows };
}

const section = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('Swiper: once the person is on the page, the arrows carousel goes to its next slide', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/swiper');
  await pageShown(page);
  const arrows = section(page, 'Flechas');
  // Before Swiper comes, the first slide stands there.
  await expect(arrows.getByText('1 / 6')).toBeVisible();
  await arrows.hover();
  const next = arrows.getByRole('button', { name: 'Diapositiva siguiente' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(arrows.locator('.swiper-slide-active')).toContainText('2 / 6');
  await expect(arrows.locator('.swiper-slide-active')).toContainText('Lago');
  await arrows.getByRole('button', { name: 'Diapositiva anterior' }).click();
  await expect(arrows.locator('.swiper-slide-active')).toContainText('1 / 6');
});

test('Ratings: a rating set with the keyboard shows its value, and Reset empties it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/ratings');
  await pageShown(page);
  const demo = section(page, 'Teclado y estados');
  const group = demo.getByRole('radiogroup', { name: '¿Cómo valoras la entrega?' });
  await expect(demo.getByText('Sin valorar', { exact: true })).toBeVisible();
  // Tab comes into the group on its one tabbable item, the checked one ("not rated"); the arrows move, Enter or Space choose.
  const notRated = group.getByRole('radio', { name: 'Sin valorar' });
  await expect(notRated).toHaveAttribute('tabindex', '0');
  await notRated.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '4 estrellas' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(demo.getByText('4 de 5', { exact: true })).toBeVisible();
  await expect(group.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect(demo.getByText('3 de 5', { exact: true })).toBeVisible();
  await demo.getByRole('button', { name: 'Restablecer' }).first().click();
  await expect(demo.getByText('Sin valorar', { exact: true })).toBeVisible();
});

test('i18n: Arabic turns the page right to left and writes the plural its way; the choice survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/i18n');
  await pageShown(page);
  const plural = page.getByTestId('i18n-plural');
  await expect(plural).toHaveText('5 archivos');
  await page.getByRole('button', { name: '1.000.000' }).click();
  await expect(plural).toHaveText('1.000.000 de archivos');
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(plural).toHaveText('1 archivo');

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اللغات والتدويل' })).toBeVisible();
  await expect(plural).toHaveText('ملف واحد');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(plural).toHaveText('ملفان');
  await page.getByLabel('العدد', { exact: true }).fill('7');
  await expect(plural).toHaveText('7 ملفات');
  await page.getByLabel('العدد', { exact: true }).fill('11');
  await expect(plural).toHaveText('11 ملفًا');
  await expect(page.getByTestId('i18n-direction')).toContainText('rtl');

  await page.reload();
  await pageShown(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اللغات والتدويل' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('intl-currency')).toContainText('€');
});

test('Pagination: the last page, a jump and a page size, all kept in the address across a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/pagination');
  await pageShown(page);
  const list = section(page, 'Lista paginada');
  await expect(list.getByText('Mostrando 1 a 10 de 237')).toBeVisible();
  await list.getByRole('button', { name: 'Última página' }).click();
  await expect(list.getByText('Mostrando 231 a 237 de 237')).toBeVisible();
  await expect(page).toHaveURL(/page=24/);
  await list.getByLabel('Ir a la página').fill('7');
  await list.getByRole('button', { name: 'Ir', exact: true }).click();
  await expect(list.getByText('Mostrando 61 a 70 de 237')).toBeVisible();
  // Every form of the pager moves the same list.
  await section(page, 'Formas del paginador').getByRole('button', { name: '8', exact: true }).first().click();
  await expect(list.getByText('Mostrando 71 a 80 de 237')).toBeVisible();
  await section(page, 'Formas del paginador').getByRole('combobox', { name: 'Filas por página' }).selectOption('25');
  await expect(list.getByText('Mostrando 1 a 25 de 237')).toBeVisible();
  await list.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(list.getByText('Mostrando 26 a 50 de 237')).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(section(page, 'Lista paginada').getByText('Mostrando 26 a 50 de 237')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Personas de esta página' }).getByRole('listitem')).toHaveCount(25);
});

test('Import: an XLSX file shows its rows and the error of a bad one', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/import');
  await pageShown(page);
  await expect(page.getByText('Aún no has elegido ningún archivo.', { exact: false })).toBeVisible();

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Personas');
  sheet.addRow(['Name', 'E-mail', 'Age', 'Start date']);
  sheet.addRow(['Berta Ríos', 'berta.rios@example.com', 31, new Date(Date.UTC(2020, 2, 9))]);
  sheet.addRow(['Carlos Pardo', 'carlos.pardo(at)example.com', 44, '2019-07-01']);
  sheet.addRow(['Dina Sol', 'dina.sol@example.com', 12, '2021-02-30']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles({ name: 'personas.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  const table = page.getByRole('region', { name: 'Filas importadas' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const berta = table.getByRole('row').filter({ hasText: 'Berta Ríos' });
  await expect(berta).toContainText('2020-03-09');
  await expect(berta).toContainText('Válida');
  const carlos = table.getByRole('row').filter({ hasText: 'Carlos Pardo' });
  await expect(carlos).toContainText('El correo electrónico no es válido.');
  const dina = table.getByRole('row').filter({ hasText: 'Dina Sol' });
  await expect(dina).toContainText('La edad debe ser un número entero entre 16 y 99.');
  await expect(dina).toContainText('La fecha de alta debe ser un día real (AAAA-MM-DD).');
  await expect(page.getByText('3 filas: 1 válida · 2 con errores')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '3 filas leídas de personas.xlsx' })).toBeVisible();

  await page.getByRole('switch', { name: 'Solo filas con errores' }).check();
  await expect(table.getByRole('row')).toHaveCount(3);

  // A file without the expected columns is refused as a whole.
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles({ name: 'otra.csv', mimeType: 'text/csv', buffer: Buffer.from('nombre,correo\nAna,ana@example.com\n') });
  await expect(page.getByText('Faltan columnas en el archivo: name, email, age, start_date.')).toBeVisible();
});

test('Import: the sample CSV downloads and, read back, shows its wrong rows', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/import');
  await pageShown(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar ejemplo CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ejemplo-personas.csv');
  const { header, rows } = await csvRows(download);
  expect(header).toBe('name,email,age,start_date');
  expect(rows).toHaveLength(7);
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: await readFile((await download.path())!) });
  await expect(page.getByText('7 filas: 4 válidas · 3 con errores')).toBeVisible();
});

test('Export: a CSV of every row the list finds, under the name the person set', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/export');
  await pageShown(page);
  await expect(page.getByText('Se exportarán 64 filas.')).toBeVisible();
  await page.getByLabel('Nombre del archivo').fill('plantilla/2026');
  await expect(page.getByText('Se guardará como «plantilla2026»', { exact: false })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('plantilla2026.csv');
  const { header, rows } = await csvRows(download);
  expect(header).toBe('Nombre,Correo electrónico,Departamento,Edad,Fecha de alta,Salario');
  expect(rows).toHaveLength(64);
  await expect(page.getByRole('alert').filter({ hasText: '64 filas exportadas a plantilla2026.csv' })).toBeVisible();

  // Filtered: only what the list finds.
  await page.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: 'Finanzas' });
  await expect(page.getByText('Se exportarán 13 filas.')).toBeVisible();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const filtered = await csvRows(await again);
  expect(filtered.rows).toHaveLength(13);
  expect(filtered.rows.every((row) => row.includes(',Finanzas,'))).toBe(true);
});

test('Export selected: only the ticked rows, from two pages, go into the file', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/extensions/export-selected');
  await pageShown(page);
  await expect(page.getByText('Selecciona filas en la tabla para exportarlas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeDisabled();
  const table = page.getByRole('region', { name: 'Personas' });
  const names: string[] = [];
  for (const index of [0, 2]) {
    const row = table.getByRole('row').nth(index + 1);
    names.push((await row.locator('bdi').textContent())!);
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  const other = table.getByRole('row').nth(1);
  // The second page is there once its first row is another person.
  await expect(other.locator('bdi')).not.toHaveText(names[0]);
  names.push((await other.locator('bdi').textContent())!);
  await other.getByRole('checkbox').check();
  await expect(page.getByText('3 filas seleccionadas se exportarán.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const { rows } = await csvRows(await downloading);
  expect(rows).toHaveLength(3);
  expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...names].sort());

  await page.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(page.getByText('Selecciona filas en la tabla para exportarlas.')).toBeVisible();
});
