import { confirmDialog, loginAs, test, expect } from './fixtures';
import { apiAs, unique } from './api';

test('admin adds a task, marks it important and completed, filters and searches; all survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  const list = page.getByRole('list', { name: 'Lista de tareas' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  const title = unique('Preparar informe');
  await page.getByRole('button', { name: 'Añadir tarea' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Nueva tarea' });
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(editor.getByText('Escribe un título.')).toBeVisible();
  await editor.getByLabel('Título').fill(title);
  await editor.getByLabel('Responsable').selectOption('Lucía Romero');
  await editor.getByText('Alta', { exact: true }).click();
  await editor.getByLabel('Descripción').fill('Cifras del trimestre para dirección.');
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(editor).toBeHidden();
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Alta')).toBeVisible();

  // Shown at once; the box is ticked once the star is saved, so the star's answer cannot land over the tick.
  const starred = page.waitForResponse((r) => r.url().endsWith('/api/apps/todo/update-task') && r.request().method() === 'POST');
  await row.getByRole('button', { name: `Marcar «${title}» como importante` }).click();
  await expect(row.getByRole('button', { name: `Marcar «${title}» como importante` })).toHaveAttribute('aria-pressed', 'true');
  expect((await starred).ok()).toBe(true);
  await row.getByRole('checkbox', { name: `Marcar «${title}» como completada` }).check();
  await expect(row.getByRole('checkbox')).toBeChecked();

  await page.getByRole('button', { name: 'Importantes' }).click();
  await expect(page).toHaveURL(/filter=important/);
  await expect(list.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  // Its own unique words: no other task matches them.
  const words = title.split(' ').pop()!;
  await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(words);
  await expect(page).toHaveURL(new RegExp(`q=${words}`));
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar tareas' })).toHaveValue(words);
  const again = list.getByRole('listitem').filter({ hasText: title });
  await expect(again).toBeVisible();
  await expect(again.getByRole('checkbox')).toBeChecked();
  await expect(again.getByRole('button', { name: `Marcar «${title}» como importante` })).toHaveAttribute('aria-pressed', 'true');
});

test('deleting asks first, moves the task to Eliminadas, and it can be restored', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const title = unique('Revisar contrato');
  await api.post('/apps/todo/add-tasks', { title, dueDate: new Date().toISOString().slice(0, 10) }, 201);
  await page.goto('/apps/todo');
  const list = page.getByRole('list', { name: 'Lista de tareas' });
  await list.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('dialog', { name: 'Editar tarea' }).getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
  await expect(list.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminadas' }).click();
  const deleted = list.getByRole('listitem').filter({ hasText: title });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Restaurar' }).click();
  await expect(deleted).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Mis tareas' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});

test('at 375 px the views open in a drawer and the list stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await page.getByRole('button', { name: 'Mostrar vistas y etiquetas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Completadas' }).click();
  await expect(page).toHaveURL(/filter=completed/);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('a long list loads as a person scrolls, searches, and comes back the same after a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const word = unique('Lote').split(' ')[1];
  const dueDate = new Date().toISOString().slice(0, 10);
  for (let i = 1; i <= 45; i++) await api.post('/apps/todo/add-tasks', { title: `Revisar pedido ${i} ${word}`, dueDate }, 201);

  // The rest comes as a second page, asked for with the first page's cursor.
  const secondPage = page.waitForResponse((r) => r.url().includes('/api/apps/todo/tasks?') && r.url().includes('cursor='));
  await page.goto(`/apps/todo?q=${word}`);
  const list = page.getByRole('list', { name: 'Lista de tareas' });
  const items = list.getByRole('listitem');
  await expect(page.getByText('45 tareas')).toBeVisible();
  await expect(items.first()).toContainText(`Revisar pedido 45 ${word}`);
  await items.last().scrollIntoViewIfNeeded();
  expect((await secondPage).status()).toBe(200);
  await expect(items).toHaveCount(45);
  await expect(items.last()).toContainText(`Revisar pedido 1 ${word}`);
  await expect(page.getByText('No hay más')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(`pedido 4 ${word}`);
  await expect(page).toHaveURL(/q=pedido/);
  await expect(items).toHaveCount(1);
  await expect(page.getByText('1 tarea', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(word);
  await expect(page.getByText('45 tareas')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar tareas' })).toHaveValue(word);
  await expect(items.first()).toContainText(`Revisar pedido 45 ${word}`);
  await page.getByRole('button', { name: 'Cargar más' }).scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(45);
});
