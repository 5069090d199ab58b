import { loginAs, newAccount, pageShown, test, expect } from './fixtures';
import { unique } from './api';
import { expectAccessible } from './axe';

const searchDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Buscar en Tablero' });
// The navbar's widgets load after the page: the shortcuts listen once the search button is there.
const searchButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Buscar', exact: true });

test('Ctrl+K opens the search; arrows and Enter open a page; / opens it again; Escape closes it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await pageShown(page);
  const button = searchButton(page);
  await expect(button).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: 'Busca páginas, archivos y contactos' });
  await expect(field).toBeFocused();
  await field.fill('kanb');
  const pages = dialog.getByRole('region', { name: 'Páginas' });
  await expect(pages.getByRole('link', { name: 'Kanban' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(pages.getByRole('link', { name: 'Kanban' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/kanban$/);
  await expect(dialog).toBeHidden();

  // `/` outside a text field opens it too; Escape closes it and gives the focus back.
  await pageShown(page);
  await button.focus();
  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await field.fill('zzzz-nada-parecido');
  await expect(dialog.getByText('Nada coincide con')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a person stars a page, sees it in the navbar after a reload, and unstars it; finds a contact by name', async ({ page }) => {
  const name = unique('marcadora').replace(/\s+/g, '');
  await loginAs(page, await newAccount(page, name, 'admin'));
  await page.goto('/apps/todo');
  await pageShown(page);
  await expect(searchButton(page)).toBeVisible();
  const bookmarks = page.getByRole('navigation', { name: 'Marcadores' });
  await expect(bookmarks).toHaveCount(0);

  await searchButton(page).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('searchbox').fill('calend');
  const star = dialog.getByRole('button', { name: 'Marcador: Calendario' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/bookmarks/update') && r.status() === 200);
  await star.click();
  await saved;
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Calendario se añadió a tus marcadores.')).toBeVisible();
  await expect(bookmarks.getByRole('link', { name: 'Calendario' })).toBeAttached();
  await page.keyboard.press('Escape');

  await page.reload();
  await pageShown(page);
  const link = bookmarks.getByRole('link', { name: 'Calendario' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/apps\/calendar$/);

  // With an empty search the dialog lists the bookmarks, each with its star: unstarring removes it from the navbar.
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('region', { name: 'Marcadores' }).getByRole('link', { name: 'Calendario' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Marcador: Calendario' }).click();
  await expect(dialog.getByText('Escribe para buscar')).toBeVisible();
  await expect(bookmarks).toHaveCount(0);

  // A contact: the person found by their name, and opened.
  await dialog.getByRole('searchbox').fill(name.toUpperCase());
  const contacts = dialog.getByRole('region', { name: 'Contactos' });
  await expect(contacts.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(contacts.getByRole('link', { name: new RegExp(name) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await pageShown(page);
  await expect(page.getByRole('main')).toContainText(name);

  await page.reload();
  await pageShown(page);
  await expect(bookmarks).toHaveCount(0);
});
