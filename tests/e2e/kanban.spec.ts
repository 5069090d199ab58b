import { loginAs, test, expect } from './fixtures';
import { expectAccessible } from './axe';
import type { Page } from '@playwright/test';

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (page: Page, title: string) => page.getByRole('list', { name: `Tareas de ${title}`, exact: true });

/** Picks a card up by its handle, presses the arrow, and drops it, waiting for each announcement. */
async function keyboardDrag(page: Page, handle: ReturnType<Page['getByRole']>, title: string, key: 'ArrowDown' | 'ArrowRight', over: string) {
  const status = page.getByRole('status');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(status).toContainText(`La tarea «${title}» está sobre la tarea «${title}».`);
  await page.keyboard.press(key);
  await expect(status).not.toContainText(`está sobre la tarea «${title}»`);
  await expect(status).toContainText(`La tarea «${title}» está sobre ${over}`);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Has soltado «${title}»` })).toBeAttached();
}

test('add a task, edit it in the sidebar, move it with "Mover a"; all survives a reload', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  await expect(cards(page, 'TODO').getByRole('listitem').first()).toBeVisible();

  const title = `Preparar la demo ${Date.now()}`;
  await board(page, 'TODO').getByRole('button', { name: 'Añadir tarea' }).click();
  await board(page, 'TODO').getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(board(page, 'TODO').getByText('Escribe un título.')).toBeVisible();
  await board(page, 'TODO').getByLabel('Título de la nueva tarea').fill(title);
  await board(page, 'TODO').getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(page.getByText(`Tarea «${title}» añadida.`)).toBeVisible();
  await expect(cards(page, 'TODO').getByRole('listitem').last()).toContainText(title);

  await cards(page, 'TODO').getByRole('button', { name: title, exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Editar tarea' });
  await editor.getByLabel('Título').fill(`${title} revisada`);
  await editor.getByText('Revisión de código', { exact: true }).click();
  await editor.getByLabel('Lucía Romero').check();
  await editor.getByLabel('Descripción').fill('Cifras del trimestre.');
  await editor.getByLabel('Portada').selectOption({ label: 'Mapa' });
  await editor.getByLabel('Mover a').selectOption({ label: 'Done' });
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();

  const done = cards(page, 'Done').getByRole('listitem').filter({ hasText: `${title} revisada` });
  await expect(done).toBeVisible();
  await expect(cards(page, 'TODO').getByText(title)).toHaveCount(0);

  await page.reload();
  const again = cards(page, 'Done').getByRole('listitem').filter({ hasText: `${title} revisada` });
  await expect(again).toBeVisible();
  await expect(again.getByText('Revisión de código')).toBeVisible();
  await expect(again.getByRole('img', { name: 'Asignada a: Lucía Romero', exact: true })).toBeVisible();
  await expect(again.locator('img.tb-kanban-cover')).toHaveAttribute('src', '/images/kanban/cover-4.svg');

  // A comment, added from the sidebar, is counted on the card.
  await again.getByRole('button', { name: `${title} revisada`, exact: true }).click();
  await page.getByRole('dialog').getByLabel('Nuevo comentario').fill('Lo reviso hoy.');
  await page.getByRole('dialog').getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('dialog').getByText('Lo reviso hoy.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(again.getByText('Comentarios: 1')).toBeAttached();
});

test('drag with the keyboard: to another position and to another board, kept after a reload', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  const todo = cards(page, 'TODO');
  await expect(todo.getByRole('listitem').first()).toBeVisible();
  const titles = async (list = todo) => (await list.locator('.tb-kanban-card-title').allTextContents()).map((x) => x.trim());
  const [first, second] = await titles();

  // Down one place: the first card takes the second's position.
  await keyboardDrag(page, todo.getByRole('button', { name: `Mover «${first}»` }), first, 'ArrowDown', `la tarea «${second}»`);
  await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([second, first]);

  // To the right: into In Progress.
  await keyboardDrag(page, todo.getByRole('button', { name: `Mover «${second}»` }), second, 'ArrowRight', '');
  await expect(cards(page, 'In Progress').getByText(second, { exact: true })).toBeVisible();

  await page.reload();
  await expect(cards(page, 'In Progress').getByText(second, { exact: true })).toBeVisible();
  await expect.poll(async () => (await titles())[0]).toBe(first);
  expect(await titles()).not.toContain(second);
});

test('clear a board: its tasks go, the board stays', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  await expect(cards(page, 'Done').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Acciones del tablero Done' }).click();
  await page.getByRole('button', { name: 'Vaciar tareas' }).click();
  await page.locator('.swal2-confirm').click();
  await expect(page.getByText('Tablero «Done» vaciado.')).toBeVisible();
  await expect(cards(page, 'Done').getByText('Sin tareas. Arrastra una aquí o añade una.')).toBeVisible();
  await page.reload();
  await expect(board(page, 'Done')).toBeVisible();
  await expect(cards(page, 'Done').getByText('Sin tareas. Arrastra una aquí o añade una.')).toBeVisible();
  await expect(cards(page, 'TODO').getByRole('listitem').first()).toBeVisible();
});

test('add a board with a task, rename it, then delete the board (asks first); gone after a reload', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  let name = `Revisión ${Date.now()}`;
  await page.getByRole('button', { name: 'Añadir tablero' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuevo tablero' });
  await modal.getByRole('button', { name: 'Añadir tablero' }).click();
  await expect(modal.getByText('Escribe un nombre.')).toBeVisible();
  await modal.getByLabel('Nombre del tablero').fill(name);
  await modal.getByRole('button', { name: 'Añadir tablero' }).click();
  await expect(modal).toBeHidden();
  await expect(board(page, name)).toBeVisible();
  await board(page, name).getByRole('button', { name: 'Añadir tarea' }).click();
  await board(page, name).getByLabel('Título de la nueva tarea').fill('Tarea de prueba');
  await board(page, name).getByLabel('Título de la nueva tarea').press('Enter');
  await expect(cards(page, name).getByText('Tarea de prueba')).toBeVisible();

  // Renamed: same board, same task.
  await page.getByRole('button', { name: `Acciones del tablero ${name}` }).click();
  await page.getByRole('button', { name: 'Renombrar' }).click();
  const rename = page.getByRole('dialog', { name: 'Renombrar tablero' });
  await expect(rename.getByLabel('Nombre del tablero')).toHaveValue(name);
  name = `${name} bis`;
  await rename.getByLabel('Nombre del tablero').fill(name);
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Tablero renombrado a «${name}».`)).toBeVisible();

  await page.reload();
  await expect(cards(page, name).getByText('Tarea de prueba')).toBeVisible();
  await page.getByRole('button', { name: `Acciones del tablero ${name}` }).click();
  await page.getByRole('button', { name: 'Eliminar tablero' }).click();
  await page.locator('.swal2-cancel').click();
  await expect(board(page, name)).toBeVisible();
  await page.getByRole('button', { name: `Acciones del tablero ${name}` }).click();
  await page.getByRole('button', { name: 'Eliminar tablero' }).click();
  await page.locator('.swal2-confirm').click();
  await expect(page.getByText(`Tablero «${name}» eliminado.`)).toBeVisible();
  await expect(board(page, name)).toHaveCount(0);
  await page.reload();
  await expect(board(page, 'TODO')).toBeVisible();
  await expect(board(page, name)).toHaveCount(0);
});

test('at 375 px the boards scroll inside their strip, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  await expect(cards(page, 'TODO').getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const strip = page.getByRole('group', { name: 'Tableros' });
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('the task sidebar and the new-board dialog have no serious accessibility violation (dark)', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin', { skin: 'dark' });
  await page.goto('/apps/kanban');
  await cards(page, 'In Progress').locator('.tb-kanban-card-title').first().click();
  await expect(page.getByRole('dialog', { name: 'Editar tarea' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Añadir tablero' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo tablero' })).toBeVisible();
  await expectAccessible(page);
});
