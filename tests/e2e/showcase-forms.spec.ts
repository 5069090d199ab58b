import type { Page } from '@playwright/test';
import { confirmDialog, loginAs, newAccount, pageShown, test, expect } from './fixtures';

const open = async (page: Page, name: string) => {
  await page.goto(`/forms/elements/${name}`);
  await pageShown(page);
};

// A one-pixel PNG, a PNG header padded past the 1 MB limit, and text that is no image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
const SPANISH_MONTH = /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/;

test.describe('form elements', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('input: an address is checked when the field is left, with its message', async ({ page }) => {
    await open(page, 'input');
    const email = page.getByLabel('Correo electrónico');
    await email.fill('ana@');
    await email.blur();
    await expect(page.getByText('Escribe una dirección como nombre@ejemplo.com.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ana@ejemplo.com');
    await expect(page.getByText('Dirección válida.')).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('input group: the currency chosen from the dropdown formats the amount', async ({ page }) => {
    await open(page, 'input-group');
    await page.getByRole('button', { name: 'Moneda: EUR' }).click();
    await page.getByRole('button', { name: 'USD' }).click();
    await expect(page.getByRole('button', { name: 'Moneda: USD' })).toBeVisible();
    await expect(page.locator('#group-amount-total')).toContainText('US$');
    await page.getByLabel('Buscar en el sitio').fill('informe');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Buscaste «informe» en: Todo')).toBeVisible();
  });

  test('input mask: typed digits are formatted, and the card brand is told', async ({ page }) => {
    await open(page, 'input-mask');
    const phone = page.getByLabel('Teléfono internacional');
    await phone.click();
    await phone.pressSequentially('34612345678');
    await expect(phone).toHaveValue('+34 612 345 678');
    const card = page.getByLabel('Número de tarjeta');
    await card.click();
    await card.pressSequentially('378282246310005');
    await expect(card).toHaveValue('3782 822463 10005');
    await expect(page.getByTestId('card-brand')).toHaveText('American Express');
    const amount = page.getByLabel('Importe');
    await amount.click();
    await amount.pressSequentially('1234567');
    await expect(amount).toHaveValue('1.234.567');
  });

  test('textarea: the counter follows what is typed', async ({ page }) => {
    await open(page, 'textarea');
    await page.getByLabel('Biografía breve').fill('Hola, soy Ana');
    await expect(page.getByText('13 / 140 caracteres')).toBeVisible();
  });

  test('checkbox: "all" checks every topic and is mixed when some are', async ({ page }) => {
    await open(page, 'checkbox');
    const all = page.getByLabel('Todos los avisos');
    expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await all.check();
    await expect(page.getByText('3 avisos elegidos')).toBeVisible();
    await page.getByLabel('Facturación').uncheck();
    await expect(page.getByText('2 avisos elegidos')).toBeVisible();
    expect(await all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Acepta las condiciones para continuar.')).toBeVisible();
  });

  test('radio: the chosen plan is said', async ({ page }) => {
    await open(page, 'radio');
    await page.getByLabel('Empresa').check();
    await expect(page.getByText('Plan elegido: Empresa')).toBeVisible();
  });

  test('switch: turning a setting on says so', async ({ page }) => {
    await open(page, 'switch');
    await expect(page.getByTestId('switch-darkMode-state')).toHaveText('Desactivado');
    await page.getByRole('switch', { name: 'Modo oscuro' }).check();
    await expect(page.getByTestId('switch-darkMode-state')).toHaveText('Activado');
  });

  test('select: a typed query shows the server’s options, and one is chosen', async ({ page }) => {
    await open(page, 'select');
    const cities = page.getByLabel('Ciudades');
    await cities.click();
    const answer = page.waitForResponse((res) => res.url().includes('/api/select/data?query=vista') && res.status() === 200);
    await page.getByRole('combobox', { name: 'Ciudades' }).pressSequentially('vista');
    await answer;
    await expect(page.getByRole('option', { name: 'Albavista' })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(10);
    // What a screen reader hears is in the interface language.
    const spoken = page.locator('.tb-fselect [aria-live]').first();
    await expect(spoken).toContainText('10 opciones para «vista».');
    await page.getByRole('option', { name: 'Bellavista' }).click();
    const region = page.getByRole('region', { name: 'Opciones del servidor' });
    await expect(region.locator('.tb-fselect__multi-value')).toHaveText('Bellavista');
    await expect(spoken).toContainText('Bellavista, elegida.');
    await region.getByRole('button', { name: 'Quitar Bellavista' }).click();
    await expect(region.locator('.tb-fselect__multi-value')).toHaveCount(0);
  });

  test('number input: buttons and keys step within the limits', async ({ page }) => {
    await open(page, 'number-input');
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
    await page.getByRole('button', { name: 'Sumar: Cantidad' }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.press('ArrowUp');
    await expect(quantity).toHaveValue('3');
    await quantity.press('End');
    await expect(quantity).toHaveValue('10');
    await expect(page.getByRole('button', { name: 'Sumar: Cantidad' })).toBeDisabled();
    await quantity.fill('42');
    await quantity.blur();
    await expect(quantity).toHaveValue('10');
  });

  test('editor: it opens on a click with its toolbar and counts what is written', async ({ page }) => {
    await open(page, 'editor');
    const count = page.getByTestId('editor-count');
    const before = await count.textContent();
    const body = page.getByRole('textbox', { name: 'Contenido del artículo' });
    await body.click();
    await expect(page.getByRole('toolbar', { name: 'Formato del texto' })).toBeVisible();
    // The click may land on the stand-in while the editor loads; the editor takes the cursor when it arrives.
    await expect(body).toBeFocused();
    await page.keyboard.type(' Más texto.');
    await expect(count).not.toHaveText(before ?? '');
    await expect(body).toContainText('Más texto.');
    await expect(page.getByRole('textbox', { name: 'Vista del artículo' })).toHaveAttribute('aria-readonly', 'true');
  });

  test('pickers: a day picked in a calendar with Spanish month names', async ({ page }) => {
    await open(page, 'pickers');
    await page.getByLabel('Fecha de entrega').click();
    const calendar = page.locator('.react-datepicker');
    await expect(calendar.locator('.react-datepicker__current-month')).toHaveText(SPANISH_MONTH);
    await calendar.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click();
    await expect(page.getByLabel('Fecha de entrega')).toHaveValue(/^15\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('picker-date-chosen')).toContainText(new RegExp(`Elegido: .*15 de ${SPANISH_MONTH.source} de \\d{4}`));
  });
});

test.describe('file uploader', () => {
  test.use({ allowHttpErrors: true });

  test('a file is uploaded, listed, still there after a reload, and removed; too large or wrong type is refused here and by the server', async ({ page }) => {
    await loginAs(page, await newAccount(page, `uploads_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`));
    await open(page, 'file-uploader');
    await expect(page.getByText('Aún no has subido archivos.')).toBeVisible();
    const input = page.locator('#uploader-input');
    const uploaded = page.getByRole('list', { name: 'Tus archivos' });

    await input.setInputFiles({ name: 'plano.png', mimeType: 'image/png', buffer: PNG });
    await expect(uploaded.getByRole('link', { name: 'plano.png' })).toBeVisible();
    await page.reload();
    await pageShown(page);
    await expect(uploaded.getByRole('link', { name: 'plano.png' })).toBeVisible();

    // Refused in the browser: nothing is sent.
    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: BIG_PNG });
    await expect(page.getByText('Este archivo pesa más de 1 MB.')).toBeVisible();
    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByText('Usa una imagen PNG, JPEG, WebP o GIF o un PDF.')).toBeVisible();

    // Refused by the server, when the browser's check is off.
    await page.getByRole('button', { name: 'Quitar el aviso de grande.png' }).click();
    await page.getByRole('button', { name: 'Quitar el aviso de notas.txt' }).click();
    await page.getByRole('switch', { name: 'Comprobar en el navegador antes de enviar' }).uncheck();
    const refused = page.waitForResponse((res) => res.url().endsWith('/api/forms/uploads') && res.request().method() === 'POST');
    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('Usa una imagen PNG, JPEG, WebP o GIF o un PDF.')).toBeVisible();
    await expect(uploaded.getByRole('listitem')).toHaveCount(1);

    await uploaded.getByRole('button', { name: 'Quitar plano.png' }).click();
    await confirmDialog(page);
    await expect(page.getByText('Aún no has subido archivos.')).toBeVisible();
    await page.reload();
    await pageShown(page);
    await expect(page.getByText('Aún no has subido archivos.')).toBeVisible();
  });
});
