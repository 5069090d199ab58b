import { loginAs, test, expect } from './fixtures';
import { apiAs } from './api';

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('the admin lands on the e-commerce dashboard; its figures are the API’s', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const api = apiAs(page, session);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
  const overview = await api.get<{ monthSales: number; customers: number; products: number }>('/card/card-ecommerce/overview');
  await expect(page.getByTestId('month-sales')).not.toBeEmpty();
  expect(digits(await page.getByTestId('month-sales').textContent())).toBe(String(Math.round(overview.monthSales)));
  // The charts come after the figures, each an image named by what it shows.
  await expect(page.getByTestId('revenue').getByRole('img')).toHaveAttribute('aria-label', /Este mes/);
  await expect(page.getByTestId('revenue').locator('canvas')).toBeVisible();
  // The menu opens with the dashboards.
  await expect(page.getByRole('navigation').first()).toContainText('Paneles');
});

test('the revenue report changes year', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const report = await apiAs(page, session).get<{ years: number[] }>('/card/card-analytics/revenue-report');
  test.skip(report.years.length < 2, 'needs orders in two years');
  const older = report.years[1];
  const expected = await apiAs(page, session).get<{ price: number }>(`/card/card-analytics/revenue-report?year=${older}`);
  await page.goto('/');
  const card = page.getByTestId('revenue-report');
  await card.getByRole('combobox', { name: 'Año del informe de ingresos' }).selectOption(String(older));
  await expect(card.getByText(`Ingresos de ${older}`)).toBeVisible();
  expect(digits(await card.getByTestId('price').textContent())).toBe(String(Math.round(expected.price)));
});

test('analytics: the support tracker and sessions follow the chosen range', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const api = apiAs(page, session);
  const lastYear = await api.get<{ totalTicket: number }>('/card/card-analytics/support-tracker?range=last-year');
  const last28 = await api.get<{ totalTicket: number }>('/card/card-analytics/support-tracker?range=last-28-days');
  await page.goto('/dashboard/analytics');
  const card = page.getByTestId('support-tracker');
  await expect(card.getByTestId('total-ticket')).toHaveText(/\d/);
  expect(digits(await card.getByTestId('total-ticket').textContent())).toBe(String(last28.totalTicket));
  await card.getByRole('combobox', { name: 'Periodo de Seguimiento de soporte' }).selectOption('last-year');
  await expect.poll(async () => digits(await card.getByTestId('total-ticket').textContent())).toBe(String(lastYear.totalTicket));
  expect(lastYear.totalTicket).toBeGreaterThan(last28.totalTicket);
});

test('an added invoice moves the invoiced statistic', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const api = apiAs(page, session);
  const before = await api.get<{ analyticsData: { total: number } }>('/card/card-statistics/revenue');
  await page.goto('/cards/statistics');
  const card = page.getByTestId('stat-revenue');
  await expect(card.getByTestId('stat-total')).toHaveText(/\d/);
  const clients = await api.get<{ id: number }[]>('/invoice/clients');
  const today = new Date().toISOString().slice(0, 10);
  await api.post('/apps/invoice/add', { invoice: { clientId: clients[0].id, issuedDate: today, dueDate: today, service: 'Soporte', items: [{ item: 'Hora', cost: 1000, qty: 3 }] } }, 201);
  await page.reload();
  const after = before.analyticsData.total + 3000;
  await expect.poll(async () => digits(await card.getByTestId('stat-total').textContent())).toBe(digits(new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(after)));
});

test('action cards collapse, refresh and close; a reload brings them back', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/cards/action');
  const card = page.getByTestId('goal-overview');
  await expect(card.getByTestId('completed')).toBeVisible();

  await card.getByRole('button', { name: 'Contraer Resumen de objetivos' }).click();
  await expect(card.getByTestId('completed')).toBeHidden();
  await card.getByRole('button', { name: 'Expandir Resumen de objetivos' }).click();
  await expect(card.getByTestId('completed')).toBeVisible();

  const asked = page.waitForResponse((res) => res.url().includes('/api/card/card-analytics/goal-overview') && res.status() === 200);
  await card.getByRole('button', { name: 'Actualizar Resumen de objetivos' }).click();
  await asked;
  await expect(card.getByRole('button', { name: 'Actualizar Resumen de objetivos' })).toBeEnabled();

  await card.getByRole('button', { name: 'Cerrar Resumen de objetivos' }).click();
  await expect(page.getByTestId('goal-overview')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('goal-overview').getByTestId('completed')).toBeVisible();
});

test('the card pages render their cards', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const [path, heading] of [
    ['/cards/basic', 'Tarjetas básicas'],
    ['/cards/advance', 'Tarjetas avanzadas'],
    ['/cards/statistics', 'Tarjetas de estadísticas'],
    ['/cards/analytics', 'Tarjetas de analítica'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.card').first()).toBeVisible();
  }
  await expect(page.getByTestId('sessions-device').getByText('Escritorio')).toBeVisible();
});

test('the client lands on access control, and is refused the dashboards', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/');
  await expect(page).toHaveURL(/\/access-control$/);
  await page.goto('/dashboard/analytics');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
