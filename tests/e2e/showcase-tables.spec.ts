import { readFile } from 'node:fs/promises';
import { apiRequest, loginAs, test, expect } from './fixtures';

// The table pages over the seeded employees (read only): each test reads the same 100 rows.

test('advanced table: filters, sort, paging, selection and an opened row survive a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/datatables/advance');
  const table = page.locator('.tb-data-table');
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('2');
  await expect(page).toHaveURL(/status=2/);
  const salary = page.getByRole('group', { name: 'Salario' });
  await salary.getByLabel('Desde').fill('40000');
  await expect(page).toHaveURL(/salaryMin=40000/);
  await table.getByRole('button', { name: /Edad/ }).click();
  await expect(page).toHaveURL(/sortColumn=age/);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const ages = async () => (await table.locator('tbody tr td:nth-child(9)').allInnerTexts()).map(Number);
  await expect.poll(async () => (await ages()).every((age, i, all) => age > 0 && (i === 0 || all[i - 1] <= age))).toBe(true);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const firstBox = table.locator('tbody tr').first().getByRole('checkbox');
  const name = (await firstBox.getAttribute('aria-label'))!;
  await firstBox.click();
  await expect(page).toHaveURL(/selected=\d+/);
  await expect(page.getByText('1 seleccionado')).toBeVisible();
  const next = page.getByRole('button', { name: 'Página siguiente' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table).toHaveAttribute('aria-busy', 'false');
  }
  await table.locator('tbody tr').first().getByRole('button', { name: /^Detalles de/ }).click();
  await expect(table.locator('.tb-detail-row')).toHaveCount(1);
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('2');
  await expect(page.getByRole('group', { name: 'Salario' }).getByLabel('Desde')).toHaveValue('40000');
  await expect(page.getByText('1 seleccionado')).toBeVisible();
  if (!page.url().includes('page=2')) await expect(table.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByText('1 seleccionado')).toBeVisible();
  await expect(table.locator('.tb-detail-row')).toHaveCount(1);
});

test('advanced table: the CSV export holds every filtered row', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const res = await apiRequest(page).get('/api/datatables/data?status=4&perPage=1', { headers: { authorization: `Bearer ${session.accessToken}` } });
  const { total } = (await res.json()) as { total: number };
  await page.goto('/datatables/advance?status=4');
  await expect(page.locator('.tb-data-table').getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toContain('full_name');
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.endsWith(',4'))).toBe(true);
});

test('basic table: a search and a sort stay after a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/datatables/basic');
  const table = page.locator('.tb-data-table');
  await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill('engineer');
  await expect(page).toHaveURL(/q=engineer/);
  await table.getByRole('button', { name: /Salario/ }).click();
  await expect(page).toHaveURL(/sortColumn=salary/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar empleados' })).toHaveValue('engineer');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const posts = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((post) => /engineer/i.test(post))).toBe(true);
});

test('plain tables: the switches restyle the live table', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/tables/reactstrap');
  const live = page.locator('table').first();
  await expect(live).toHaveClass(/table-striped/);
  await page.getByRole('switch', { name: 'Con bordes' }).check();
  await expect(live).toHaveClass(/table-bordered/);
  await page.getByRole('switch', { name: 'Oscura' }).check();
  await expect(live).toHaveClass(/table-dark/);
});
