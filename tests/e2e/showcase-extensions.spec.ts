import type { Page } from '@playwright/test';
import { animationsDone, confirmDialog, expect, loginAs, pageShown, test } from './fixtures';

// The extensions section: each page's library driven as a person would, with what they see checked.

async function open(page: Page, path: string) {
  await loginAs(page, 'admin');
  await page.goto(`/extensions/${path}`);
  await pageShown(page);
}

test('sweet alert: a confirmation with its follow-up, and a question that refuses an empty answer', async ({ page }) => {
  await open(page, 'sweet-alert');
  const popup = page.locator('.swal2-popup');

  await page.getByRole('button', { name: 'Eliminar el informe' }).click();
  await expect(popup.getByRole('heading', { name: '¿Eliminar el informe?' })).toBeVisible();
  await animationsDone(page);
  await popup.getByRole('button', { name: 'Eliminar' }).click();
  // The follow-up takes the question's place.
  await expect(popup.getByRole('heading', { name: 'Eliminado' })).toBeVisible();
  await confirmDialog(page);
  await expect(page.getByTestId('swal-result')).toHaveText('Confirmaste: el informe se eliminó.');

  await page.getByRole('button', { name: 'Preguntar mi nombre' }).click();
  await expect(popup.getByRole('heading', { name: '¿Cómo te llamas?' })).toBeVisible();
  await animationsDone(page);
  await popup.locator('.swal2-confirm').click();
  await expect(popup.getByText('Escribe un nombre.')).toBeVisible();
  await popup.getByLabel('Tu nombre').fill('Lucía');
  await popup.locator('.swal2-confirm').click();
  await expect(popup.getByText('Escribe un nombre.')).toBeHidden();
  await expect(popup.getByRole('heading', { name: '¡Hola, Lucía!' })).toBeVisible();
  await confirmDialog(page);
  await expect(page.getByTestId('swal-result')).toHaveText('Respondiste: Lucía.');
});

test('toastr: a toast of one’s own, where it was asked for, then "clear all" closes every toast', async ({ page }) => {
  await open(page, 'toastr');
  await page.getByLabel('Tipo').selectOption('warning');
  await page.getByLabel('Posición').selectOption('bottom-start');
  await page.getByLabel('Título', { exact: true }).fill('Copia pendiente');
  await page.getByLabel('Duración (segundos)').fill('30');
  await page.getByRole('button', { name: 'Mostrar aviso' }).click();
  const toast = page.locator('.Toastify__toast-container--bottom-left .Toastify__toast--warning');
  await expect(toast).toContainText('Copia pendiente');
  await expect(toast.locator('.Toastify__progress-bar--wrp')).toBeAttached();

  await page.getByRole('button', { name: 'Éxito' }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('El pedido se realizó.');
  await expect(page.getByText('Avisos mostrados en esta página: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar todos' }).first().click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
});

test('slider: the keyboard moves a thumb, and the value shown follows', async ({ page }) => {
  await open(page, 'slider');
  const volume = page.getByRole('slider', { name: 'Volumen' });
  await expect(page.getByTestId('slider-volume-value')).toHaveText('40 %');
  await volume.focus();
  // Radix's slider takes the preview's place once a person comes to it, focus included.
  await expect(page.locator('[data-focus-key="volume-0"][data-orientation]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('slider-volume-value')).toHaveText('43 %');
  await expect(volume).toHaveAttribute('aria-valuenow', '43');
  await page.keyboard.press('End');
  await expect(page.getByTestId('slider-volume-value')).toHaveText('100 %');

  const highest = page.getByRole('slider', { name: 'Precio máximo' });
  await highest.focus();
  await expect(page.locator('[data-focus-key="price-1"][data-orientation]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('slider-price-value')).toContainText('740');
});

test('drag and drop: a row moved with the keyboard alone, announced in the interface’s language', async ({ page }) => {
  await open(page, 'drag-and-drop');
  const order = page.getByTestId('dnd-order-sortable');
  await expect(order).toHaveText('Planificar, Diseñar, Construir, Probar, Publicar');
  const row = page.locator('[data-focus-key="plan"]');
  await row.focus();
  // dnd-kit's rows (they carry its instructions) take the preview's place, focus included.
  await expect(page.locator('[data-focus-key="plan"][aria-describedby]')).toBeFocused();
  const status = page.getByRole('status');
  await page.keyboard.press('Space');
  await expect(status).toContainText('Tomaste Planificar, posición 1 de 5.');
  // The sensor listens for arrows from a zero-delay timer after the pick-up; one queued now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowDown');
  await expect(status).toContainText('Planificar está ahora en la posición 2 de 5.');
  await page.keyboard.press('Space');
  await expect(status).toContainText('Planificar soltado en la posición 2 de 5.');
  await expect(order).toHaveText('Diseñar, Planificar, Construir, Probar, Publicar');
  await page.getByRole('button', { name: 'Restablecer' }).first().click();
  await expect(order).toHaveText('Planificar, Diseñar, Construir, Probar, Publicar');
});

test('tour: walked from its first step to its end with next and back', async ({ page }) => {
  await open(page, 'tour');
  await page.getByRole('button', { name: 'Empezar el recorrido' }).click();
  const tooltip = page.locator('.tb-tour-tooltip');
  const titles = ['Bienvenida', 'Cifras', 'Búsqueda', 'Consejos', 'Opciones'];
  // The card is walked from the keyboard, as a keyboard user does. Each step's card moves the focus to its main button
  // a moment after it shows (the library's focus trap, on a 100 ms timer), so the test waits for that focus before a
  // key: a key sent sooner could land on the button the timer then leaves, or the focus could move from under it
  // (one run pressed "Atrás" and went forward). A pointer click is no surer: a step may scroll the card as it shows.
  const press = async (name: string) => {
    await expect(tooltip.locator('[data-action="primary"]')).toBeFocused();
    if (name === 'Atrás') await page.keyboard.press('Shift+Tab');
    await expect(tooltip.getByRole('button', { name })).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await expect(tooltip.getByRole('heading', { name: titles[0] })).toBeVisible();
  await expect(tooltip.getByTestId('tour-progress')).toHaveText('Paso 1 de 5');
  await press('Siguiente');
  await expect(tooltip.getByRole('heading', { name: titles[1] })).toBeVisible();
  await press('Atrás');
  await expect(tooltip.getByRole('heading', { name: titles[0] })).toBeVisible();
  for (let step = 1; step < titles.length; step++) {
    await press('Siguiente');
    await expect(tooltip.getByRole('heading', { name: titles[step] })).toBeVisible();
    await expect(tooltip.getByTestId('tour-progress')).toHaveText(`Paso ${step + 1} de 5`);
  }
  await press('Terminar');
  await expect(tooltip).toHaveCount(0);
  await expect(page.getByTestId('tour-outcome')).toHaveText('Recorrido terminado: viste todos los pasos.');
  await expect(page.getByTestId('tour-stat-finished')).toHaveText('1');
  await expect(page.getByTestId('tour-stat-seen')).toHaveText('5');
});

test('clipboard: text copied from a field and from the page is on the clipboard, and the buttons say so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'clipboard');
  await page.getByLabel('Texto para copiar').fill('Hola desde Tablero');
  const copyField = page.getByRole('button', { name: 'Copiar el texto del campo' });
  await copyField.click();
  await expect(copyField).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hola desde Tablero');

  const copyCoupon = page.getByRole('button', { name: 'Copiar el código de descuento' });
  await copyCoupon.click();
  await expect(copyCoupon).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TABLERO-2026');
  // The copied state goes after a moment.
  await expect(copyCoupon).toHaveText('Copiar');
});

test('react player: the clip made here plays, its time advances, and it pauses', async ({ page }) => {
  await open(page, 'react-player');
  const video = page.locator('video');
  await expect(page.getByTestId('player-time')).toHaveText('0:00 / 0:06');
  await expect(video.locator('track')).toHaveCount(6);
  await page.getByRole('button', { name: 'Reproducir' }).click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('player-time')).not.toHaveText('0:00 / 0:06');
  await page.getByRole('button', { name: 'Pausa' }).click();
  await expect(page.getByText(/^En pausa en 0:0\d$/)).toBeVisible();
  // The Spanish captions are the ones showing.
  expect(await video.evaluate((element: HTMLVideoElement) => Array.from(element.textTracks).find((track) => track.mode === 'showing')?.language)).toBe('es');
});

test('context menu: duplicate, star, move and delete from the menu, by mouse and by keyboard', async ({ page }) => {
  await open(page, 'context-menu');
  const list = page.getByRole('list', { name: 'Documentos' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  const menu = page.getByRole('menu');

  await row('Plan de ventas').hover();
  await row('Plan de ventas').click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Duplicar' }).click();
  await expect(row('Plan de ventas (copia)')).toBeVisible();
  await expect(page.locator('.Toastify__toast')).toContainText('Plan de ventas duplicado.');
  // Each menu is gone (and the focus back on its row) before the next one is opened, as a person sees it.
  await expect(menu).toHaveCount(0);

  await row('Fotos de vacaciones').click({ button: 'right' });
  await menu.getByRole('menuitemcheckbox', { name: 'Destacado' }).click();
  await expect(row('Fotos de vacaciones')).toHaveAttribute('aria-label', /destacado/);
  await expect(menu).toHaveCount(0);

  await row('Fotos de vacaciones').click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Mover a' }).hover();
  await page.getByRole('menuitemradio', { name: 'Archivo' }).click();
  await expect(row('Fotos de vacaciones')).toHaveAttribute('aria-label', /Archivo/);
  await expect(menu).toHaveCount(0);
  await expect(row('Fotos de vacaciones')).toBeFocused();

  // From the keyboard: Shift+F10 on the focused row.
  await row('Lista de lecturas').focus();
  await page.keyboard.press('Shift+F10');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Eliminar…' }).click();
  await confirmDialog(page);
  await expect(row('Lista de lecturas')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(5);
});
