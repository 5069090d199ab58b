import { confirmDialog, loginAs, test, expect } from './fixtures';
import { unique } from './api';
import { expectAccessible } from './axe';

test('admin filters, sorts and searches invoices; adds one with two line items, pays it to zero and deletes it; all survives a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'admin');
  await page.goto('/apps/invoice/list');
  const table = page.getByRole('table');
  // The total moves while other tests add and delete invoices of their own: only the page is certain.
  await expect(page.getByText(/^Mostrando 1 a 10 de \d+$/)).toBeVisible();

  // Status filter, in the URL.
  await page.getByRole('combobox', { name: 'Todos los estados' }).selectOption('Paid');
  await expect(page).toHaveURL(/status=Paid/);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('Pagada');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Pagada');
  await page.getByRole('combobox', { name: 'Todos los estados' }).selectOption('');

  // Sort by the client's name (a nested field), kept after a reload.
  await page.getByRole('button', { name: 'Cliente', exact: true }).click();
  await expect(page).toHaveURL(/sortColumn=client\.name/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute('aria-sort', 'ascending');
  const names = await table.locator('tbody tr td:nth-child(3) .fw-semibold').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));

  // A new invoice for a new client, with two line items.
  const stamp = unique('').trim();
  const clientName = `Nerea Soler ${stamp}`;
  await page.getByRole('link', { name: 'Nueva factura' }).first().click();
  await expect(page).toHaveURL(/\/apps\/invoice\/add$/);
  await page.getByRole('button', { name: 'Crear factura' }).click();
  await expect(page.getByText('Elige un cliente de la lista o añade uno.')).toBeVisible();
  await expect(page.getByText('Escribe el servicio (máximo 120 caracteres).')).toBeVisible();
  await expect(page.getByText('Escribe el concepto.')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const clientForm = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await clientForm.getByLabel('Nombre').fill(clientName);
  await clientForm.getByLabel('Correo electrónico').fill(`nerea${stamp}@soler.example`);
  await clientForm.getByLabel('Empresa').fill('Soler y Asociados');
  await clientForm.getByRole('button', { name: 'Añadir cliente' }).click();
  await expect(clientForm).toBeHidden();
  // Each name is isolated (U+2068 … U+2069) so a right-to-left override in one cannot turn the option around.
  await expect(page.locator('#invoice-clientId option:checked')).toHaveText(`\u2068${clientName}\u2069 · \u2068Soler y Asociados\u2069`);

  await page.getByLabel('Servicio').fill('Rediseño web');
  await page.locator('#item-0-item').fill('Diseño');
  await page.locator('#item-0-cost').fill('100');
  await page.locator('#item-0-qty').fill('2');
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await page.locator('#item-1-item').fill('Alojamiento');
  await page.locator('#item-1-cost').fill('50.5');
  await page.locator('#item-1-qty').fill('1');
  await page.getByLabel('IVA (%)').fill('0');
  await expect(page.getByTestId('form-total')).toHaveText('250,50 €');
  await page.getByRole('button', { name: 'Crear factura' }).click();

  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByTestId('invoice-total')).toHaveText('250,50 €');
  await expect(page.getByRole('article').getByText(clientName, { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Alojamiento' })).toBeVisible();

  // Editing recomputes the total on the server.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.locator('#item-1-item')).toHaveValue('Alojamiento');
  await page.locator('#item-1-qty').fill('2');
  await expect(page.getByTestId('form-total')).toHaveText('301,00 €');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));
  await expect(page.getByTestId('invoice-total')).toHaveText('301,00 €');

  // A payment above the balance is refused; paying the rest makes it Paid.
  await page.getByRole('button', { name: 'Añadir pago' }).click();
  const payment = page.getByRole('dialog', { name: 'Añadir pago' });
  await payment.getByLabel('Importe').fill('301.01');
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(payment.getByText('El pago no puede superar el saldo pendiente.')).toBeVisible();
  await payment.getByLabel('Importe').fill('100');
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('invoice-balance')).toHaveText('201,00 €');
  await page.getByRole('button', { name: 'Añadir pago' }).click();
  await expect(payment.getByLabel('Importe')).toHaveValue('201');
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('invoice-balance')).toHaveText('Pagada');
  await page.reload();
  await expect(page.getByTestId('invoice-balance')).toHaveText('Pagada');
  await expect(page.getByRole('button', { name: 'Añadir pago' })).toBeDisabled();

  // Found by search in the list, then deleted after confirming.
  await page.goto('/apps/invoice/list');
  await page.getByRole('searchbox', { name: 'Buscar facturas' }).fill(`nerea${stamp}`);
  await expect(page).toHaveURL(/q=nerea/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${id}`);
  await expect(rows.first()).toContainText('Pagada');
  await page.reload();
  await expect(rows.first()).toContainText(clientName);
  await page.getByRole('button', { name: `Acciones de la factura n.º ${id}` }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Ninguna factura coincide con la búsqueda o el filtro.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ninguna factura coincide con la búsqueda o el filtro.')).toBeVisible();
});

test('the print view shows the invoice alone and opens the print dialog (save as PDF)', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto('/apps/invoice/print/1');
  await expect(page.getByRole('heading', { name: 'Factura n.º 1' })).toBeVisible();
  await expect(page.getByText('IBAN')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the client role cannot open the invoices', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/apps/invoice/list');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

for (const skin of ['light', 'dark']) {
  test(`preview, its sidebars, the edit form and the print view have no serious accessibility violation (${skin})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'admin', { skin });
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/apps/invoice/preview/2');
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar factura' }).click();
    await expect(page.getByRole('dialog', { name: 'Enviar factura' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/apps/invoice/edit/2');
    await expect(page.locator('#item-0-item')).not.toHaveValue('');
    await expectAccessible(page);
    await page.goto('/apps/invoice/print/2');
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await expectAccessible(page);
  });
}
