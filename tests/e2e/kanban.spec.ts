import { confirmDialog, loginAs, test, expect } from './fixtures';
import { apiAs, unique, type Api } from './api';
import { expectAccessible } from './axe';
import type { Page } from '@playwright/test';

/** A board of the test's own, with its own tasks, added through the API. */
async function ownBoard(api: Api, prefix: string, tasks: string[]) {
  const board = await api.post<{ id: string; title: string }>('/apps/kanban/add-board', { board: { title: unique(prefix) } }, 201);
  for (const title of tasks) await api.post('/apps/kanban/add-task', { title, boardId: board.id }, 201);
  return board;
}

/** The save of a drop that moved the card `taskId` (a reorder, or a move to another board). */
const savedMove = (page: Page, taskId: number) =>
  page.waitForResponse((r) => /\/api\/apps\/kanban\/(reorder-tasks|update-task-board)$/.test(r.url()) && (r.request().postDataJSON() as { taskId?: number } | null)?.taskId === taskId);

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cards = (page: Page, title: string) => page.getByRole('list', { name: `Tareas de ${title}`, exact: true });

/** Picks a card up by its handle, presses the arrow, and drops it, waiting for each announcement. */
async function keyboardDrag(page: Page, handle: ReturnType<Page['getByRole']>, title: string, key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight', over: string) {
  const status = page.getByRole('status');
  // In the middle of the window, as a person would have it: a card dragged at the window's edge scrolls the page
  // under it (dnd-kit's auto-scroll), and the target moves away.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(status).toContainText(`La tarea «${title}» está sobre la tarea «${title}».`);
  // The keyboard sensor announces the pick-up first and starts listening for arrows in a zero-delay timer
  // after it; a timer queued now runs after that one, so the arrow does not fall into the gap (a person is slower).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
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
  await expect(cards(page, 'Por hacer').getByRole('listitem').first()).toBeVisible();

  const title = unique('Preparar la demo');
  await board(page, 'Por hacer').getByRole('button', { name: 'Añadir tarea' }).click();
  await board(page, 'Por hacer').getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(board(page, 'Por hacer').getByText('Escribe un título.')).toBeVisible();
  await board(page, 'Por hacer').getByLabel('Título de la nueva tarea').fill(title);
  await board(page, 'Por hacer').getByRole('button', { name: 'Añadir tarea' }).click();
  await expect(page.getByText(`Tarea «${title}» añadida.`)).toBeVisible();
  await expect(cards(page, 'Por hacer').getByRole('listitem').filter({ hasText: title })).toBeVisible();

  await cards(page, 'Por hacer').getByRole('button', { name: title, exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Editar tarea' });
  await editor.getByLabel('Título').fill(`${title} revisada`);
  await editor.getByText('Revisión de código', { exact: true }).click();
  await editor.getByLabel('Lucía Romero').check();
  await editor.getByLabel('Descripción').fill('Cifras del trimestre.');
  await editor.getByLabel('Portada').selectOption({ label: 'Mapa' });
  await editor.getByLabel('Mover a').selectOption({ label: 'Hecho' });
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();

  const done = cards(page, 'Hecho').getByRole('listitem').filter({ hasText: `${title} revisada` });
  await expect(done).toBeVisible();
  await expect(cards(page, 'Por hacer').getByText(title)).toHaveCount(0);

  await page.reload();
  const again = cards(page, 'Hecho').getByRole('listitem').filter({ hasText: `${title} revisada` });
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
  const api = apiAs(page, await loginAs(page, 'admin'));
  const [first, second] = [unique('Primera'), unique('Segunda')];
  const own = await ownBoard(api, 'Orden', [first, second]);
  // To the right of «Por hacer» is always «En curso» (both sample boards, which no test removes). The card goes
  // to the top of «Por hacer», level with «En curso»'s first cards, so that the arrow finds them.
  const travelling = unique('Viajera');
  const card = await api.post<{ id: number }>('/apps/kanban/add-task', { title: travelling, boardId: 'todo' }, 201);
  const { tasks } = await api.get<{ tasks: { id: number; boardId: string }[] }>('/apps/kanban/tasks');
  await api.post('/apps/kanban/reorder-tasks', { taskId: card.id, targetTaskId: tasks.find((task) => task.boardId === 'todo')!.id });
  await page.goto('/apps/kanban');
  const mine = cards(page, own.title);
  const titles = async () => (await mine.locator('.tb-kanban-card-title').allTextContents()).map((x) => x.trim());
  await expect.poll(titles).toEqual([first, second]);

  // Down one place: the first card takes the second's position.
  await keyboardDrag(page, mine.getByRole('button', { name: `Mover «${first}»` }), first, 'ArrowDown', `la tarea «${second}»`);
  await expect.poll(titles).toEqual([second, first]);

  // To the right: from «Por hacer» into «En curso»; shown at once, reloaded once saved.
  const moved = savedMove(page, card.id);
  await keyboardDrag(page, cards(page, 'Por hacer').getByRole('button', { name: `Mover «${travelling}»` }), travelling, 'ArrowRight', '');
  await expect(cards(page, 'En curso').getByText(travelling, { exact: true })).toBeVisible();
  expect((await moved).ok()).toBe(true);

  await page.reload();
  await expect(cards(page, 'En curso').getByText(travelling, { exact: true })).toBeVisible();
  await expect(cards(page, 'Por hacer').getByText(travelling, { exact: true })).toHaveCount(0);
  await expect.poll(titles).toEqual([second, first]);
});

test('a board longer than a page shows the rest on request; a card of the second page moves, kept after a reload', async ({ page }) => {
  test.slow();
  const api = apiAs(page, await loginAs(page, 'admin'));
  // One page is 20 cards: 25 make a second page of 5.
  const stamp = unique('Larga');
  const names = Array.from({ length: 25 }, (_, i) => `${stamp} ${String(i + 1).padStart(2, '0')}`);
  const own = await ownBoard(api, 'Larga', names);
  await page.goto('/apps/kanban');
  const column = board(page, own.title);
  const mine = cards(page, own.title);
  const titles = async () => (await mine.locator('.tb-kanban-card-title').allTextContents()).map((x) => x.trim());
  await expect.poll(titles).toEqual(names.slice(0, 20));
  await expect(column.getByText('Tareas: 25')).toBeAttached();

  await column.getByRole('button', { name: 'Ver 5 tareas más' }).click();
  await expect.poll(titles).toEqual(names);
  await expect(column.getByRole('button', { name: /Ver \d+ tareas? más/ })).toHaveCount(0);

  // The last card, loaded with the second page, goes up one place.
  const [last, before] = [names[24], names[23]];
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/kanban/reorder-tasks'));
  await keyboardDrag(page, mine.getByRole('button', { name: `Mover «${last}»` }), last, 'ArrowUp', `la tarea «${before}»`);
  const moved = [...names.slice(0, 23), last, before];
  await expect.poll(titles).toEqual(moved);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect.poll(titles).toEqual(moved.slice(0, 20));
  await column.getByRole('button', { name: 'Ver 5 tareas más' }).click();
  await expect.poll(titles).toEqual(moved);
});

test('clear a board: its tasks go, the board stays', async ({ page }) => {
  test.slow();
  const api = apiAs(page, await loginAs(page, 'admin'));
  const own = await ownBoard(api, 'Limpieza', [unique('Tarea'), unique('Tarea')]);
  await page.goto('/apps/kanban');
  await expect(cards(page, own.title).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Acciones del tablero ${own.title}` }).click();
  await page.getByRole('button', { name: 'Vaciar tareas' }).click();
  await confirmDialog(page);
  await expect(page.getByText(`Tablero «${own.title}» vaciado.`)).toBeVisible();
  await expect(cards(page, own.title).getByText('Sin tareas. Arrastra una aquí o añade una.')).toBeVisible();
  await page.reload();
  await expect(board(page, own.title)).toBeVisible();
  await expect(cards(page, own.title).getByText('Sin tareas. Arrastra una aquí o añade una.')).toBeVisible();
  await expect(cards(page, 'Por hacer').getByRole('listitem').first()).toBeVisible();
});

test('add a board with a task, rename it, then delete the board (asks first); gone after a reload', async ({ page }) => {
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  let name = unique('Revisión');
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
  await confirmDialog(page);
  await expect(page.getByText(`Tablero «${name}» eliminado.`)).toBeVisible();
  await expect(board(page, name)).toHaveCount(0);
  await page.reload();
  await expect(board(page, 'Por hacer')).toBeVisible();
  await expect(board(page, name)).toHaveCount(0);
});

test('at 375 px the boards scroll inside their strip, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  await expect(cards(page, 'Por hacer').getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const strip = page.getByRole('group', { name: 'Tableros' });
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('the task sidebar and the new-board dialog have no serious accessibility violation (dark)', async ({ page }) => {
  test.slow();
  const api = apiAs(page, await loginAs(page, 'admin', { skin: 'dark' }));
  const title = unique('Revisar accesibilidad');
  const task = await api.post<{ id: number }>('/apps/kanban/add-task', { title, boardId: 'in-progress' }, 201);
  await api.post('/apps/kanban/update-task', {
    id: task.id,
    fields: { labels: ['UX', 'Code Review'], description: 'Contraste y foco.', coverImage: '/images/kanban/cover-2.svg', assignedTo: [{ title: 'Lucía Romero', img: '/images/avatars/3.svg' }] },
  });
  await page.goto('/apps/kanban');
  await cards(page, 'En curso').getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Editar tarea' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Añadir tablero' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo tablero' })).toBeVisible();
  await expectAccessible(page);
});
