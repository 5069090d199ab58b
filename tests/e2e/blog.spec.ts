import { loginAs, pageShown, test, expect } from './fixtures';
import { unique } from './api';

test('a reader searches the blog, filters by category and opens a post; it all survives a reload', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/pages/blog/list');
  await pageShown(page);
  await expect(page.getByRole('heading', { name: 'Entradas recientes' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar en el blog' }).fill('masa madre');
  await expect(page).toHaveURL(/q=masa\+madre|q=masa%20madre/);
  const cards = page.locator('article.tb-blog-card');
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Pan de masa madre sin prisas');

  await page.getByRole('button', { name: 'Restablecer', exact: true }).first().click();
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Juegos' });
  await expect(page).toHaveURL(/category=gaming/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasNotText: 'Juegos' })).toHaveCount(0);

  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/videojuegos|Juegos de mesa/);
  await page.reload();
  await pageShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/videojuegos|Juegos de mesa/);
});

test('a reader adds a comment: checked, saved, and still there after a reload', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/pages/blog/list');
  await pageShown(page);
  await page.locator('article.tb-blog-card').first().getByRole('heading').getByRole('link').click();
  await pageShown(page);

  const post = page.getByRole('button', { name: 'Publicar comentario' });
  await post.click();
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.invalid-feedback').filter({ hasText: /\S/ })).toBeVisible();

  const text = unique('Gran lectura');
  await page.getByRole('textbox', { name: 'Comentario' }).fill(text);
  const saved = page.waitForResponse((r) => r.url().includes('/comments') && r.request().method() === 'POST');
  await post.click();
  expect((await saved).status()).toBe(201);
  const comments = page.locator('.tb-blog-comments');
  await expect(comments).toContainText(text);
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveValue('');

  await page.reload();
  await pageShown(page);
  await expect(comments).toContainText(text);
});

test('an editor changes a post title; the list shows it after a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/pages/blog/list?q=armario');
  await pageShown(page);
  await page.locator('article.tb-blog-card').first().getByRole('heading').getByRole('link').click();
  await pageShown(page);
  await page.getByRole('link', { name: 'Editar' }).click();
  await pageShown(page);

  const slug = page.getByRole('textbox', { name: 'Slug' });
  await slug.fill('Con Espacios');
  await slug.blur();
  await expect(page.getByText('Usa minúsculas, números y guiones.')).toBeVisible();

  const title = unique('Armario cápsula');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await slug.fill(title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
  const saved = page.waitForResponse((r) => r.url().includes('/blog/list/data/edit/') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto(`/pages/blog/list?q=${encodeURIComponent(title)}`);
  await page.reload();
  await expect(page.locator('article.tb-blog-card')).toHaveCount(1);
  await expect(page.locator('article.tb-blog-card').first()).toContainText(title);
});

test('a reader without the blog area sees no Edit button', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/pages/blog/list');
  await pageShown(page);
  await page.locator('article.tb-blog-card').first().getByRole('heading').getByRole('link').click();
  await pageShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});
