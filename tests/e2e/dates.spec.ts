import type { Locator, Page } from '@playwright/test';
import { loginAs, test, expect } from './fixtures';
import { apiAs, unique } from './api';

// Dates are typed, picked and shown in the interface language, whatever the browser's own locale
// (the tests run the browser in Spanish, so the English test shows the field follows the interface, not the
// browser): never the browser's native picker.

const popup = (page: Page) => page.locator('.react-datepicker');
/** Opens the date field's calendar and returns its heading and first weekday as the popup writes them. */
async function calendarOf(page: Page, field: Locator) {
  await field.click();
  await expect(popup(page)).toBeVisible();
  return { month: popup(page).locator('.react-datepicker__current-month'), firstWeekday: popup(page).locator('.react-datepicker__day-name').first() };
}
const words = (title: string) => title.split(' ').pop()!;

test('in Spanish a typed dd/mm/yyyy date is read day first, saved as that day and shown so after a reload; the calendar starts on Monday, in Spanish', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await page.getByRole('button', { name: 'Añadir tarea' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Nueva tarea' });
  const title = unique('Renovar contrato');
  await editor.getByLabel('Título').fill(title);

  const due = editor.getByLabel('Fecha de vencimiento');
  await due.fill('5/3/2031');
  await due.press('Tab');
  await expect(due).toHaveValue('05/03/2031');
  const calendar = await calendarOf(page, due);
  await expect(calendar.month).toHaveText('marzo 2031');
  await expect(calendar.firstWeekday).toHaveText(/^lu/i);
  await expect(popup(page).locator('.react-datepicker__day--selected')).toHaveText('5');
  await due.press('Escape');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/todo/add-tasks') && r.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ title, dueDate: '2031-03-05' });
  await expect(editor).toBeHidden();

  await page.goto(`/apps/todo?q=${words(title)}`);
  const row = page.getByRole('list', { name: 'Lista de tareas' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.locator('time')).toHaveText('5 mar 2031');
  await page.reload();
  await row.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Editar tarea' }).getByLabel('Fecha de vencimiento')).toHaveValue('05/03/2031');
});

test('in English the same field shows and reads month first, and the calendar starts on Sunday, in English', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin', { language: 'en' }));
  const title = unique('Renew contract');
  await api.post('/apps/todo/add-tasks', { title, dueDate: '2031-03-05' }, 201);
  await page.goto(`/apps/todo?q=${words(title)}`);
  const row = page.getByRole('list', { name: 'Task list' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.locator('time')).toHaveText('Mar 5, 2031');

  await row.getByRole('button', { name: title, exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit task' });
  const due = editor.getByLabel('Due date');
  await expect(due).toHaveValue('03/05/2031');
  await due.fill('4/7/2031');
  await due.press('Enter');
  await expect(due).toHaveValue('04/07/2031');
  const calendar = await calendarOf(page, due);
  await expect(calendar.month).toHaveText('April 2031');
  await expect(calendar.firstWeekday).toHaveText(/^su/i);
  await due.press('Escape');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/todo/update-task') && r.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Save' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ task: { dueDate: '2031-04-07' } });
  await expect(editor).toBeHidden();
  await page.reload();
  await expect(row.locator('time')).toHaveText('Apr 7, 2031');
});

test('a typed date that is no date keeps its text and shows the field error; nothing is saved', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await page.getByRole('button', { name: 'Añadir tarea' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Nueva tarea' });
  await editor.getByLabel('Título').fill(unique('Fecha imposible'));
  const due = editor.getByLabel('Fecha de vencimiento');
  await due.fill('31/02/2031');
  await due.press('Tab');
  await expect(editor.getByText('Escribe una fecha válida, como dd/mm/aaaa.')).toBeVisible();
  await expect(due).toHaveValue('31/02/2031');
  await expect(due).toHaveAttribute('aria-invalid', 'true');

  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/apps/todo/add-tasks')) sent = true;
  });
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(due).toBeFocused();
  await expect(editor).toBeVisible();
  expect(sent).toBe(false);

  // Corrected, it is accepted and the error goes.
  await due.fill('28/02/2031');
  await due.press('Tab');
  await expect(editor.getByText('Escribe una fecha válida, como dd/mm/aaaa.')).toBeHidden();
  await expect(due).not.toHaveAttribute('aria-invalid', 'true');
});

test('invoice dates use the kit field, not the browser picker: a date typed in Spanish is read day first', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/invoice/add');
  const issued = page.getByLabel('Emitida');
  await expect(issued).toBeVisible();
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);
  await expect(issued).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await issued.fill('2/1/2031');
  await issued.press('Tab');
  await expect(issued).toHaveValue('02/01/2031');
  // Tab went on to the due date, whose calendar opens in Spanish.
  await expect(page.getByLabel('Vencimiento')).toBeFocused();
  await expect(popup(page).locator('.react-datepicker__current-month')).toHaveText(/^[a-z]+ \d{4}$/);
});

test('a payment date typed in Spanish is saved as that day and listed in Spanish; in English the same day reads month first', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('fechas').split(' ').pop();
  const { client } = await api.post<{ client: { id: number } }>('/apps/invoice/add-client', { client: { name: 'Irene Fechas', company: 'Fechas SL', companyEmail: `irene${stamp}@fechas.example`, address: 'Calle Mayor 1', country: 'España', contact: '600000000' } }, 201);
  const { invoice } = await api.post<{ invoice: { id: number } }>('/apps/invoice/add', {
    invoice: { clientId: client.id, issuedDate: '2030-12-20', dueDate: '2031-01-20', service: 'Auditoría', taxRate: 0, note: '', items: [{ item: 'Revisión', description: '', cost: 100, qty: 1 }] },
  }, 201);
  await page.goto(`/apps/invoice/preview/${invoice.id}`);
  await expect(page.getByRole('article')).toContainText('20 dic 2030');

  await page.getByRole('button', { name: 'Añadir pago' }).click();
  const payment = page.getByRole('dialog', { name: 'Añadir pago' });
  await payment.getByLabel('Importe').fill('40');
  const date = payment.getByLabel('Fecha del pago');
  await date.fill('3/1/2031');
  await date.press('Tab');
  await expect(date).toHaveValue('03/01/2031');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/invoice/add-payment'));
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ id: invoice.id, date: '2031-01-03' });
  await expect(payment).toBeHidden();
  await expect(page.getByText(/^3 ene 2031$/)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByText(/^Jan 3, 2031$/)).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Dec 20, 2030');
});

test('the permissions list writes the created date in the interface language', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const name = unique('Revisar fechas');
  await api.post('/apps/permissions/add-permission', { name }, 201);
  await page.goto(`/apps/permissions?q=${words(name)}`);
  const created = page.getByRole('row').filter({ hasText: name }).locator('time');
  // `25 nov 2026, 8:36` rather than the API's English `25 Nov 2026, 8:36 AM`.
  await expect(created).toHaveText(/^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}$/);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(created).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
});
