import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiRequest, confirmDialog, loginAs, newAccount, test, expect, type Session } from './fixtures';
import { addUser, apiAs, unique, type Api } from './api';

// The users list's stat cards, row actions and export, and the user view's details. Each test makes the people it
// works on, with unique names, and finds them by search.

test.use({ allowHttpErrors: true });

const STATUSES = ['active', 'pending', 'inactive'] as const;
/** A card's number as the page shows it (es: 1.234), as a number. */
const cardNumber = async (page: Page, key: string) => Number((await page.getByTestId(`user-stat-${key}`).innerText()).replace(/\D/g, ''));
const listTotal = async (api: Api, qs = '') => (await api.get<{ total: number }>(`/users/list/data?perPage=1${qs}`)).total;

/** An active account of the test's own (signed up, so it has a password). */
async function activeAccount(page: Page, name: string): Promise<number> {
  const credentials = await newAccount(page, name.toLowerCase().replace(/[^a-z0-9]+/g, '.').slice(-28));
  const res = await apiRequest(page).post('/api/jwt/login', { data: credentials });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Session).userData.id;
}

test('the stat cards show the directory counted by status, and an added person moves them after reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  await page.goto('/apps/user/list');
  const cards = page.getByRole('region', { name: 'Resumen de usuarios' });
  await expect(cards.getByRole('heading', { name: 'Invitados' })).toBeVisible();
  // Other tests add people meanwhile: the cards must agree with the list's own totals read at the same moment.
  const readCards = async () => {
    await page.reload();
    await expect(page.getByTestId('user-stat-total')).not.toHaveAttribute('aria-busy');
    const shown = Object.fromEntries(await Promise.all(['total', ...STATUSES].map(async (k) => [k, await cardNumber(page, k)] as const)));
    const data = { total: await listTotal(api), ...Object.fromEntries(await Promise.all(STATUSES.map(async (s) => [s, await listTotal(api, `&status=${s}`)] as const))) };
    expect(shown).toEqual(data);
    return shown;
  };
  let before: Record<string, number> = {};
  await expect(async () => {
    before = await readCards();
  }).toPass();
  expect(before.total).toBeGreaterThan(50);
  expect(before.active).toBeGreaterThan(0);

  await addUser(api, unique('Contada'));
  await expect(async () => {
    const after = await readCards();
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.pending).toBeGreaterThan(before.pending);
  }).toPass();
});

test('row actions: view opens the user, edit saves in the panel, suspend and delete ask first; all hold after reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Fila');
  const id = await activeAccount(page, `rosa ${stamp}`);
  const name = (await api.get<{ user: { fullName: string } }>(`/users/user?id=${id}`)).user.fullName;
  await page.goto(`/apps/user/list?q=${encodeURIComponent(name)}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const menu = (who: string) => page.getByRole('button', { name: `Acciones de ${who}` });

  // View.
  await menu(name).click();
  await page.getByRole('button', { name: 'Editar' }).waitFor();
  await page.getByRole('link', { name: 'Ver ficha' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/user/view/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();

  // Edit, in the panel, on the list.
  const renamed = `Rosalía ${stamp}`;
  await menu(name).click();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(dialog.getByLabel('Nombre completo')).toHaveValue(name);
  await dialog.getByLabel('Nombre completo').fill(renamed);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Usuario ${renamed} actualizado.` })).toBeVisible();
  await expect(rows.nth(1)).toContainText(renamed);
  await page.goto(`/apps/user/list?q=${encodeURIComponent(stamp)}`);
  await expect(rows.nth(1)).toContainText(renamed);
  await expect(rows.nth(1)).toContainText('Activo');

  // Suspend: asked first, then the status changes, and stays changed.
  await menu(renamed).click();
  await page.getByRole('button', { name: 'Suspender' }).click();
  await confirmDialog(page);
  await expect(rows.nth(1)).toContainText('Inactivo');
  await page.reload();
  await expect(rows.nth(1)).toContainText('Inactivo');
  // Now the menu offers to activate instead.
  await menu(renamed).click();
  await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete: asked first; cancelling keeps the person, confirming removes them.
  await menu(renamed).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.locator('.swal2-popup').getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows.nth(1)).toContainText(renamed);
  await menu(renamed).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Ningún usuario coincide con la búsqueda o los filtros.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ningún usuario coincide con la búsqueda o los filtros.')).toBeVisible();
});

test('Export downloads a CSV of exactly the filtered rows, in the list order', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Exporta');
  await addUser(api, `Zoe Peña ${stamp}`, { currentPlan: 'team', company: 'Acme, S.L.' });
  await addUser(api, `Ana Núñez ${stamp}`, { currentPlan: 'team' });
  await addUser(api, `Berta ${stamp}`, { currentPlan: 'basic' });
  await page.goto(`/apps/user/list?q=${encodeURIComponent(stamp)}&currentPlan=team&sort=desc`);
  await expect(page.getByText('Mostrando 1 a 2 de 2')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('id,fullName,username,email,role,status,currentPlan,billing,company,country,contact,emailVerified,twoFactor');
  expect(lines).toHaveLength(3);
  // Sorted by name, descending, as on screen; the comma in the company is quoted.
  expect(lines[1]).toContain(`Zoe Peña ${stamp}`);
  expect(lines[1]).toContain('"Acme, S.L."');
  expect(lines[2]).toContain(`Ana Núñez ${stamp}`);
  expect(lines.join('\n')).not.toContain('Berta');
  await expect(page.getByRole('alert').filter({ hasText: 'Descargado users-' })).toBeVisible();
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the user view's details line up: every value starts at one edge (${dir})`, async ({ page }) => {
    const api = apiAs(page, await loginAs(page, 'admin', { direction: dir }));
    const user = await addUser(api, unique('Detalle'), { company: 'Una empresa con un nombre bastante largo', country: 'España' });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/apps/user/view/${user.id}`);
      await expect(page.getByRole('heading', { name: 'Detalles' })).toBeVisible();
      const values = page.locator('.tb-user-details dd');
      const labels = page.locator('.tb-user-details dt');
      await expect(values).toHaveCount(8);
      const boxes = async (l: typeof values) => Promise.all((await l.all()).map(async (e) => (await e.boundingBox())!));
      const [valueBoxes, labelBoxes] = [await boxes(values), await boxes(labels)];
      // LTR: values share their left edge, right of every label; RTL: their right edge, left of every label.
      const edge = (b: { x: number; width: number }) => (dir === 'ltr' ? b.x : b.x + b.width);
      const first = edge(valueBoxes[0]);
      for (const box of valueBoxes) expect(Math.abs(edge(box) - first)).toBeLessThan(1);
      for (const label of labelBoxes) {
        if (dir === 'ltr') expect(label.x + label.width).toBeLessThanOrEqual(first + 0.5);
        else expect(label.x).toBeGreaterThanOrEqual(first - 0.5);
      }
      // Each value sits on its label's line.
      labelBoxes.forEach((label, i) => expect(Math.abs(label.y - valueBoxes[i].y)).toBeLessThan(2));
      // The text itself starts at the edge too (an LTR e-mail in an RTL page included).
      const email = await page.getByTestId('detail-email').locator('bdi').boundingBox();
      expect(Math.abs(edge(email!) - first)).toBeLessThan(1);
    }
  });
}
