import { loginAs, pageShown, test, expect } from './fixtures';
import { apiAs, unique } from './api';
import type { Page } from '@playwright/test';

// The interface language reaches the data the product named itself (seeded boards, permissions, roles),
// never what people typed; Arabic turns the page right to left, before its first paint on a reload.

const html = (page: Page) => page.locator('html');

/** Picks a language in the navbar's menu, named by the menu's label in the current language. */
async function pickLanguage(page: Page, menuLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel, exact: true }).click();
  await page.getByRole('button', { name: language, exact: true }).click();
}

test('Arabic turns the page right to left, also on a reload before the app runs; a left-to-right language turns it back', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/permissions');
  await pageShown(page);
  await expect(html(page)).toHaveAttribute('dir', 'ltr');

  await pickLanguage(page, 'Idioma', 'العربية');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الصلاحيات' })).toBeVisible();
  // The product's own numbers and dates follow the language too.
  await expect(page.getByText(/^عرض 1 إلى \d+ من \d+$/)).toBeVisible();

  // The direction as the page's own scripts first see it: set by the boot script, before the app's modules run.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { firstDir: string }).firstDir = document.documentElement.dir;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'الصلاحيات' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstDir: string }).firstDir)).toBe('rtl');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  await pickLanguage(page, 'اللغة', 'English');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
});

test('Arabic text and Latin text typed by people each read in their own direction', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin', { language: 'ar' }));
  const title = unique('¿Revisamos el informe?');
  const board = await api.post<{ id: string }>('/apps/kanban/add-board', { board: { title: unique('Revisión') } }, 201);
  await api.post('/apps/kanban/add-task', { title, boardId: board.id }, 201);
  await page.goto('/apps/kanban');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('button', { name: title, exact: true });
  await expect(card).toBeVisible();
  // The title is isolated: its own first letter decides its direction, so "¿" stays before the Latin words.
  expect(await card.locator('bdi').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // The footer's "© year Tablero" is isolated the same way.
  expect(await page.locator('footer bdi').evaluate((el) => [el.textContent, getComputedStyle(el).direction])).toEqual([`© ${new Date().getFullYear()} Tablero`, 'ltr']);
});

test('the role dialog shows the role’s name in the page’s language, not its key; saved unchanged, the role keeps its name', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  await page.goto('/apps/roles');
  const card = page.getByTestId('role-card-manager');
  await expect(card.getByRole('heading', { name: 'Gerente' })).toBeVisible();
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar rol' });
  await expect(dialog.getByLabel('Nombre del rol')).toHaveValue('Gerente');
  await expect(dialog.getByText('manager', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  // Still the seeded name, so every language keeps translating it.
  const { roles } = await api.get<{ roles: { key: string; name: string }[] }>('/apps/roles');
  expect(roles.find((r) => r.key === 'manager')?.name).toBe('manager');
});

test('seeded kanban boards and permissions show in the page’s language; names people typed stay as typed', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin', { language: 'fr' }));
  const typedBoard = unique('Sprint review');
  await api.post('/apps/kanban/add-board', { board: { title: typedBoard } }, 201);
  await page.goto('/apps/kanban');
  for (const seeded of ['À faire', 'En cours', 'Terminé']) await expect(page.getByRole('region', { name: seeded, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'TODO', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: typedBoard, exact: true })).toBeVisible();

  await pickLanguage(page, 'Langue', 'Deutsch');
  await expect(page.getByRole('region', { name: 'Zu erledigen', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: typedBoard, exact: true })).toBeVisible();

  // A permission someone typed, and a seeded one, side by side in German.
  const typedPermission = unique('Management');
  await api.post('/apps/permissions/add-permission', { name: typedPermission }, 201);
  await page.goto(`/apps/permissions?q=${encodeURIComponent('Only View')}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'Nur ansehen', exact: true })).toBeVisible();
  await expect(table.getByText('Only View', { exact: true })).toHaveCount(0);
  await page.goto(`/apps/permissions?q=${encodeURIComponent(typedPermission)}`);
  await expect(page.getByRole('table').getByRole('cell', { name: typedPermission, exact: true })).toBeVisible();
});

test('editing a seeded permission shows its translated name; saved unchanged it stays seeded, so every language still translates it', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin', { language: 'de' }));
  await page.goto(`/apps/permissions?q=${encodeURIComponent('Financial Management')}`);
  await page.getByRole('button', { name: 'Aktionen für „Finanzverwaltung“' }).click();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Berechtigung bearbeiten' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Finanzverwaltung');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const { permissions } = await api.get<{ permissions: { name: string }[] }>(`/apps/permissions/data?q=${encodeURIComponent('Financial')}`);
  expect(permissions.map((p) => p.name)).toEqual(['Financial Management']);
  await expect(page.getByRole('table').getByRole('cell', { name: 'Finanzverwaltung', exact: true })).toBeVisible();
});

test('Spanish laid out right to left keeps its sentences left to right, lined up with the page', async ({ page }) => {
  await loginAs(page, 'admin', { direction: 'rtl' });
  await page.goto('/apps/chat');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const hint = page.getByText('Elige un chat o un contacto para escribirle.', { exact: true });
  await expect(hint).toBeVisible();
  expect(await hint.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // The page's title still starts on the right, as the layout does.
  const title = page.getByRole('heading', { level: 1, name: 'Chat' });
  const [box, main] = [await title.boundingBox(), await page.getByRole('main').boundingBox()];
  expect(Math.abs(box!.x + box!.width - (main!.x + main!.width))).toBeLessThan(40);
  const inner = await title.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    return { textRight: text.right, boxRight: el.getBoundingClientRect().right };
  });
  expect(Math.abs(inner.textRight - inner.boxRight)).toBeLessThan(2);
});

test('the sample notifications read in the page’s language', async ({ page }) => {
  await loginAs(page, 'admin', { language: 'en' });
  await page.goto('/apps/todo');
  await page.locator('.tb-notifications .tb-navbar-widget-toggle').click();
  const list = page.locator('.tb-navbar .dropdown-menu.show .tb-notifications-list');
  await expect(list.locator('.tb-notification-title').first()).toBeVisible();
  const english = ['New order received', 'Invoice overdue', 'Team meeting', 'Storage almost full', 'New comment', 'Backup completed', 'Sign-in from a new device'];
  const titles = await list.locator('.tb-notification-title').allTextContents();
  expect(titles.filter((title) => english.includes(title)).length, titles.join(' | ')).toBeGreaterThan(0);
  expect(titles.filter((title) => /Nuevo pedido|Factura vencida|Reunión de equipo|Espacio casi lleno|Nuevo comentario|Copia de seguridad|Inicio de sesión/.test(title))).toEqual([]);
});
