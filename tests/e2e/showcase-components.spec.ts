import type { Locator, Page } from '@playwright/test';
import { loginAs, pageShown, test, expect } from './fixtures';

async function open(page: Page, path: string, storage: Record<string, string> = {}) {
  await loginAs(page, 'admin', storage);
  await page.goto(`/components/${path}`);
  await pageShown(page);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};

test('accordion: a header opens its section and closes the open one; the outside buttons drive another', async ({ page }) => {
  await open(page, 'accordion');
  const basic = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Básico', level: 2 }) });
  const returns = basic.getByRole('button', { name: '¿Puedo devolver un artículo?' });
  await expect(basic.getByText('Los pedidos hechos antes del mediodía')).toBeVisible();
  await returns.click();
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(basic.getByText('en los 30 días siguientes a la entrega')).toBeVisible();
  await expect(basic.getByText('Los pedidos hechos antes del mediodía')).toBeHidden();

  const controlled = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Abierto desde fuera' }) });
  await controlled.getByRole('group').getByRole('button', { name: '¿Qué cubre la garantía?' }).click();
  await expect(controlled.getByText('Dos años frente a defectos de fabricación')).toBeVisible();
  await controlled.getByRole('button', { name: 'Cerrar todo' }).click();
  await expect(controlled.getByText('Dos años frente a defectos de fabricación')).toBeHidden();
});

test('auto-complete: typing asks the server, the arrows and Enter fill the field; the local list filters in the browser', async ({ page }) => {
  await open(page, 'auto-complete');
  const title = page.getByRole('combobox', { name: 'Título de película' });
  const answered = page.waitForResponse((res) => res.url().includes('/api/autocomplete/data?') && res.url().includes('q=harb') && res.status() === 200);
  await title.pressSequentially('harb');
  await answered;
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(8);
  await expect(options.first()).toContainText(/harb/i);
  await expect(options.first().locator('mark')).toHaveText(/harb/i);
  await title.press('ArrowDown');
  await title.press('ArrowDown');
  await expect(title).toHaveAttribute('aria-activedescendant', /option-1$/);
  const second = (await options.nth(1).locator('.text-truncate').textContent())!;
  await title.press('Enter');
  await expect(title).toHaveValue(second);
  await expect(title).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('ac-server-chosen')).toContainText(`Elegido: ${second}`);

  await title.fill('zzzz');
  await expect(page.getByText('Ningún título coincide con lo escrito.')).toBeVisible();
  await title.press('Escape');
  await expect(title).toHaveAttribute('aria-expanded', 'false');

  const country = page.getByRole('combobox', { name: 'País', exact: true });
  await country.fill('port');
  await expect(page.getByRole('option', { name: /Portugal/ })).toBeVisible();
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('Portugal');
});

test('block UI: a card is blocked while it reloads, then the whole page while every title is checked', async ({ page }) => {
  await open(page, 'blockui');
  const card = page.locator('.tb-block');
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('status')).toHaveText('Cargando…');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('list', { name: 'Títulos mejor clasificados' }).getByRole('listitem')).toHaveCount(5);

  const opener = page.getByRole('button', { name: 'Comprobar todos los títulos' });
  await opener.click();
  const veil = page.getByRole('alertdialog', { name: 'Comprobando todos los títulos…' });
  await expect(veil).toBeVisible();
  await expect(veil.getByRole('button', { name: 'Liberar' })).toBeFocused();
  await expect(veil).toBeHidden();
  await expect(page.getByText('100 títulos comprobados.')).toBeVisible();
  await expect(opener).toBeFocused();

  // Released by hand before the check ends: the server's answer is held back until then.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let asked = 0;
  await page.route(/\/api\/autocomplete\/data\?.*limit=100/, async (route) => {
    asked++;
    await answered;
    await route.continue();
  });
  await opener.click();
  await veil.getByRole('button', { name: 'Liberar' }).click();
  await expect(veil).toBeHidden();
  await expect(opener).toBeFocused();
  expect(asked).toBe(1);
  answer();
});

test('carousel: the arrow keys move it the way the page reads, and it can be paused', async ({ page }) => {
  await open(page, 'carousel');
  const region = page.getByRole('region', { name: 'Moved by hand' }).or(page.getByRole('region', { name: 'Avance manual' }));
  const position = page.getByTestId('carousel-plain-position');
  await expect(position).toHaveText('Diapositiva 1 de 3');
  await region.locator('.carousel').focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Diapositiva 2 de 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Diapositiva 1 de 3');
  // A slide that is still moving takes no other order.
  await expect(region.locator('.carousel-item-next, .carousel-item-prev')).toHaveCount(0);
  await region.getByRole('button', { name: 'Diapositiva siguiente' }).click();
  await expect(position).toHaveText('Diapositiva 2 de 3');

  const captions = page.getByRole('region', { name: 'Con leyendas' });
  await captions.getByRole('button', { name: 'Pausar' }).click();
  await expect(captions.getByRole('button', { name: 'Reproducir' })).toHaveAttribute('aria-pressed', 'true');
});

test('carousel in right to left: the right arrow goes back', async ({ page }) => {
  await open(page, 'carousel', { language: 'ar' });
  const position = page.getByTestId('carousel-plain-position');
  await expect(position).toHaveText('الشريحة 1 من 3');
  await page.getByRole('region', { name: 'تحريك يدوي' }).locator('.carousel').focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('الشريحة 3 من 3');
});

test('collapse: a button shows and hides its block; one button drives two', async ({ page }) => {
  await open(page, 'collapse');
  const basic = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Básico' }) });
  await basic.getByRole('button', { name: 'Mostrar detalles' }).click();
  await expect(page.getByText('Estos detalles no estorban')).toBeVisible();
  await basic.getByRole('button', { name: 'Ocultar detalles' }).click();
  await expect(page.getByText('Estos detalles no estorban')).toBeHidden();
  await page.getByRole('button', { name: 'Mostrar ambos' }).click();
  await expect(page.getByText('El primer bloque de detalles.')).toBeVisible();
  await expect(page.getByText('El segundo bloque de detalles.')).toBeVisible();
});

test('dropdowns: an item chosen by keyboard acts, and the form in a menu filters', async ({ page }) => {
  await open(page, 'dropdowns');
  const toggle = page.getByRole('button', { name: 'Éxito', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('button', { name: 'Duplicar' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('button', { name: 'Duplicar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Última acción: Duplicar')).toBeVisible();
  await expect(toggle).toBeFocused();

  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('checkbox', { name: 'Pendiente' }).check();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('dropdown-filter')).toHaveText('Mostrando: Abierto, Pendiente');
});

test('modals: Escape closes and focus returns to the opener; the form refuses bad input and adds a guest', async ({ page }) => {
  await open(page, 'modals');
  const opener = page.getByRole('button', { name: 'Grande', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Grande' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass(/modal/);
  await expect(page.locator('.modal-dialog')).toHaveClass(/modal-lg/);
  // Focus moves into the dialog once it has opened, and stays inside: tabbing back from its first control does not
  // leave the focus on the page behind (the dialog takes it back the moment it escapes, after the key's own move).
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect.poll(focusInside).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Fondo estático' }).click();
  const still = page.getByRole('dialog', { name: 'Fondo estático' });
  await page.keyboard.press('Escape');
  await expect(still).toBeVisible();
  await still.getByRole('button', { name: 'Entendido' }).click();
  await expect(still).toBeHidden();

  await page.getByRole('button', { name: 'Añadir invitado' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir invitado' });
  await expect(form.getByLabel('Nombre')).toBeFocused();
  await form.getByLabel('Nombre').fill('Lucía Prieto');
  await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await form.getByRole('button', { name: 'Añadir' }).click();
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Correo electrónico').fill('lucia@example.com');
  await form.getByRole('button', { name: 'Añadir' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Invitados' })).toContainText('lucia@example.com');
});

test('nav: choosing a link in any style selects it everywhere', async ({ page }) => {
  await open(page, 'nav-component');
  await page.getByRole('navigation', { name: 'Pestañas' }).getByRole('button', { name: 'Actividad' }).click();
  await expect(page.getByText('Seleccionado: Actividad')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Vertical' }).getByRole('button', { name: 'Actividad' })).toHaveClass(/active/);
});

test('offcanvas: the start side is the left in left to right and the right in right to left', async ({ page }) => {
  await open(page, 'offcanvas');
  const width = page.viewportSize()!.width;
  await page.getByRole('button', { name: 'Desde el inicio' }).click();
  const panel = page.getByRole('dialog', { name: 'Desde el inicio' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveClass(/show/);
  expect((await box(panel)).x).toBeLessThan(5);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await pageShown(page);
  await page.getByRole('button', { name: 'من البداية' }).click();
  const rtlPanel = page.getByRole('dialog', { name: 'من البداية' });
  await expect(rtlPanel).toHaveClass(/show/);
  await expect(async () => {
    const { x, width: w } = await box(rtlPanel);
    expect(Math.abs(x + w - width)).toBeLessThan(5);
  }).toPass();
  await rtlPanel.getByRole('button', { name: 'تم' }).click();
  await expect(rtlPanel).toBeHidden();
});

test('pills: a pill switches its pane', async ({ page }) => {
  await open(page, 'pills-component');
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Básico' }) });
  await card.getByRole('tab', { name: 'Perfil' }).click();
  await expect(card.getByText('Nombre, foto y datos de contacto.')).toBeVisible();
  await expect(card.getByText('Tu actividad reciente de un vistazo.')).toBeHidden();
});

test('popovers: placed on the side asked for, mirrored in right to left; one asks before deleting', async ({ page }) => {
  await open(page, 'popovers');
  const top = page.locator('[data-side="top"]');
  await top.click();
  const popover = page.locator('#popover-top');
  await expect(popover).toBeVisible();
  expect((await box(popover)).y + (await box(popover)).height).toBeLessThanOrEqual((await box(top)).y + 1);
  await page.locator('h1').click();
  await expect(popover).toBeHidden();

  await page.getByRole('button', { name: 'Eliminar' }).first().click();
  const ask = page.locator('#popover-confirm');
  await expect(ask.getByText('¿Eliminar este borrador?')).toBeVisible();
  await ask.getByRole('button', { name: 'Eliminar' }).click();
  // The toast is checked first, and the draft by its exact name: the toast's text holds the draft's name, so a
  // substring match counts the toast too and could pass only after the toast had gone.
  await expect(page.getByText('Informe del primer trimestre eliminado')).toBeVisible();
  await expect(page.getByText('Informe del primer trimestre', { exact: true })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await pageShown(page);
  const start = page.locator('[data-side="start"]');
  await start.click();
  await expect(page.locator('#popover-start')).toBeVisible();
  expect((await box(page.locator('#popover-start'))).x).toBeGreaterThanOrEqual((await box(start)).x + (await box(start)).width - 1);
});

test('tabs: the arrow keys move between tabs, and lazy panes are drawn when first opened', async ({ page }) => {
  await open(page, 'tabs-component');
  const basic = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Básico' }) });
  const home = basic.getByRole('tab', { name: 'Inicio' });
  await home.focus();
  await page.keyboard.press('ArrowRight');
  const profile = basic.getByRole('tab', { name: 'Perfil' });
  await expect(profile).toBeFocused();
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await expect(basic.getByText('Mantén tus datos al día.')).toBeVisible();

  const lazy = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Dibujado al abrirse' }) });
  await expect(lazy.getByText('1 de 3 paneles dibujados.')).toBeVisible();
  await expect(page.getByTestId('lazy-profile')).toHaveCount(0);
  await lazy.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page.getByTestId('lazy-profile')).toContainText('Dibujado a las');
  await expect(lazy.getByText('2 de 3 paneles dibujados.')).toBeVisible();
});

test('toasts: two stack, one is dismissed, the other stays', async ({ page }) => {
  await open(page, 'toasts');
  await page.getByRole('switch', { name: 'Cerrar sola' }).uncheck();
  await page.getByRole('button', { name: 'Éxito' }).click();
  await page.getByRole('button', { name: 'Aviso' }).click();
  const corner = page.locator('#showcase-toasts .Toastify__toast-container');
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(2);
  await expect(toasts.first()).toContainText('Tu sesión termina pronto (n.º 2).');
  await expect(corner).toHaveClass(/top-right/);
  await toasts.filter({ hasText: 'Guardado (n.º 1).' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('Tu sesión termina pronto');
  await page.getByRole('button', { name: 'Descartar todas' }).click();
  await expect(toasts).toHaveCount(0);

  // The end is the left in right to left; the start the right.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await pageShown(page);
  await page.getByRole('button', { name: 'تحذير' }).click();
  await expect(corner).toHaveClass(/top-left/);
  await page.getByRole('radio', { name: 'أسفل البداية' }).check();
  await page.getByRole('button', { name: 'نجاح' }).click();
  await expect(page.locator('#showcase-toasts .Toastify__toast-container--bottom-right .Toastify__toast')).toHaveCount(1);
});

test('tooltips: shown on hover and focus on the side asked for, mirrored in right to left', async ({ page }) => {
  await open(page, 'tooltips');
  const top = page.locator('[data-side="top"]');
  await top.hover();
  await expect(page.getByRole('tooltip', { name: 'Pista encima' })).toBeVisible();
  const tip = await box(page.getByRole('tooltip', { name: 'Pista encima' }));
  expect(tip.y + tip.height).toBeLessThanOrEqual((await box(top)).y + 1);

  await page.getByRole('button', { name: 'Al hacer clic' }).click();
  await expect(page.getByRole('tooltip', { name: 'Se muestra tras un clic' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await pageShown(page);
  const end = page.locator('[data-side="end"]');
  await end.focus();
  const endTip = page.getByRole('tooltip', { name: 'تلميح عند النهاية' });
  await expect(endTip).toBeVisible();
  expect((await box(endTip)).x + (await box(endTip)).width).toBeLessThanOrEqual((await box(end)).x + 1);
});
