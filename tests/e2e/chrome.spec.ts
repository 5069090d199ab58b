import type { Locator, Page } from '@playwright/test';
import { DEMO, loginAs, pageShown, test, expect } from './fixtures';
import { unique } from './api';

// The details a buyer notices in the frame around every screen (DESIGN.md, "Details people notice").

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on the screen').not.toBeNull();
  return box!;
}

/** The boxes of the visible elements a locator matches, all read at the same moment. */
const visibleBoxes = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );

/** Contrast ratio (WCAG) between two computed CSS colours (`rgb(…)`/`rgba(…)`, opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A theme colour (`--bs-success`…) as the browser computes it. */
const themeColor = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);

const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;

for (const skin of SKINS) {
  test(`menus and dropdowns stand off the page with a shadow and a hairline border, and unchecked checkboxes show their border (${skin} skin)`, async ({ page }) => {
    await loginAs(page, 'admin', { skin });
    await page.goto('/apps/todo');
    await expect(page.getByRole('list', { name: 'Lista de tareas' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin);

    const standsOff = async (menu: Locator, what: string) => {
      await expect(menu).toBeVisible();
      const style = await menu.evaluate((element) => {
        const s = getComputedStyle(element);
        return { shadow: s.boxShadow, borderWidth: parseFloat(s.borderTopWidth), borderStyle: s.borderTopStyle, borderColor: s.borderTopColor, background: s.backgroundColor };
      });
      expect(style.shadow, `${what}: shadow`).not.toBe('none');
      expect(style.borderWidth, `${what}: border width`).toBeGreaterThanOrEqual(1);
      expect(style.borderStyle, `${what}: border style`).toBe('solid');
      expect(style.borderColor, `${what}: border colour differs from its background`).not.toBe(style.background);
      // Its entries read on it (the semi-dark menu's light text once sat on a white dropdown).
      const entry = menu.locator('.dropdown-item:not(.active), .tb-menu-link:not(.active)').first();
      if (await entry.count()) {
        const color = await entry.evaluate((element) => getComputedStyle(element).color);
        expect(contrast(color, style.background), `${what}: text ${color} on ${style.background}`).toBeGreaterThanOrEqual(4.5);
      }
    };

    // The user menu, the language menu, the notifications and the apps menu (horizontal menu).
    await page.locator('.tb-user-toggle').click();
    await standsOff(page.locator('.tb-navbar .dropdown-menu.show'), 'user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await standsOff(page.locator('.tb-navbar .dropdown-menu.show'), 'language menu');
    await page.keyboard.press('Escape');
    await page.locator('.tb-notifications .tb-navbar-widget-toggle').click();
    await standsOff(page.locator('.tb-navbar .dropdown-menu.show'), 'notifications');
    await page.keyboard.press('Escape');
    await page.locator('.tb-menu-horizontal').getByRole('button', { name: 'Aplicaciones' }).click();
    await standsOff(page.locator('.tb-menu-horizontal .dropdown-menu.show'), 'apps menu');
    await page.keyboard.press('Escape');

    // Cards and the navbar: drawn with a border in the bordered skin (whose attribute sits on <html> beside `dir`),
    // with a shadow in the others.
    for (const [part, locator] of [['navbar', page.locator('.tb-navbar')], ['card', page.locator('.card').first()]] as const) {
      const drawn = await locator.evaluate((element) => ({ border: getComputedStyle(element).borderTopStyle, shadow: getComputedStyle(element).boxShadow }));
      if (skin === 'bordered') expect(drawn, `${part} in the bordered skin`).toEqual({ border: 'solid', shadow: 'none' });
      else expect(drawn.shadow, `${part}: shadow`).not.toBe('none');
    }

    // An unchecked checkbox's border reads against its own background (WCAG 1.4.11: 3:1).
    const box = page.getByRole('list', { name: 'Lista de tareas' }).locator('input[type=checkbox]:not(:checked)').first();
    const colors = await box.evaluate((element) => {
      const s = getComputedStyle(element);
      return { border: s.borderTopColor, background: s.backgroundColor };
    });
    expect(colors.border).not.toBe(colors.background);
    expect(contrast(colors.border, colors.background), `border ${colors.border} on ${colors.background}`).toBeGreaterThanOrEqual(3);
  });
}

for (const width of [1440, 375]) {
  test(`the welcome toast uses the theme's success colour and stays clear of the navbar's controls (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO.admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'John Doe' });
    await expect(toast).toBeVisible();
    // Held open while it is measured (a pointer over a toast pauses its timer), once it has slid in; the
    // toast can come before the signed-in frame has drawn its navbar.
    await toast.hover();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expect(page.locator('.tb-user-toggle')).toBeVisible();

    expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await themeColor(page, '--bs-success'));
    const controls = await visibleBoxes(page.locator('.tb-navbar').locator('button, a'));
    expect(controls.length, 'the navbar shows its controls').toBeGreaterThanOrEqual(4);
    const toastBox = await boxOf(toast);
    for (const control of controls) expect(overlaps(toastBox, control), `toast ${JSON.stringify(toastBox)} over control ${JSON.stringify(control)}`).toBe(false);
  });
}

for (const [direction, contentWidth] of [
  ['ltr', 'boxed'],
  ['rtl', 'boxed'],
  ['ltr', 'full'],
] as const) {
  test(`the customizer's gear covers no content at 1440 px (${direction}, ${contentWidth} content)`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin', { direction, contentWidth });
    await page.goto('/apps/todo');
    const list = page.getByRole('list', { name: 'Lista de tareas' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const gear = page.getByRole('button', { name: 'Abrir el personalizador de tema' });
    await expect(gear).toBeVisible();
    const gearBox = await boxOf(gear);
    // The cards and everything in them (the task list's dates and stars), and the page's heading.
    const content = await visibleBoxes(page.locator('main .card, main h1, main li button'));
    expect(content.length).toBeGreaterThan(3);
    for (const box of content) expect(overlaps(gearBox, box), `gear ${JSON.stringify(gearBox)} over ${JSON.stringify(box)}`).toBe(false);

    await gear.click();
    await expect(page.getByRole('dialog', { name: 'Personalizador de tema' })).toBeVisible();
  });
}

test('at 375 px no gear floats over the content: the user menu opens the customizer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  const list = page.getByRole('list', { name: 'Lista de tareas' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const gear = page.getByRole('button', { name: 'Abrir el personalizador de tema' });
  const content = await visibleBoxes(page.locator('main .card, main h1, main li button'));
  expect(content.length).toBeGreaterThan(3);
  if (await gear.isVisible()) {
    const gearBox = await boxOf(gear);
    for (const box of content) expect(overlaps(gearBox, box), `gear ${JSON.stringify(gearBox)} over ${JSON.stringify(box)}`).toBe(false);
  }

  await page.locator('.tb-user-toggle').click();
  await page.getByRole('button', { name: 'Personalizar el tema' }).click();
  const panel = page.getByRole('dialog', { name: 'Personalizador de tema' });
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: 'Tema' }).getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
});

test('a side panel focuses its first field as it opens (typing right away lands there) and gives focus back to its opener', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await expect(page.getByRole('list', { name: 'Lista de tareas' }).getByRole('listitem').first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'Añadir tarea' }).first();

  for (const round of [1, 2]) {
    await opener.click();
    const editor = page.getByRole('dialog', { name: 'Nueva tarea' });
    await expect(editor).toBeVisible();
    const typed = unique(`Escrito al abrir ${round}`);
    // While the panel is still sliding in: the keys must reach the first field, not the panel.
    await page.keyboard.type(typed);
    await expect(editor.getByLabel('Título')).toBeFocused();
    await expect(editor.getByLabel('Título')).toHaveValue(typed);
    await editor.getByRole('button', { name: 'Cancelar' }).click();
    await expect(editor).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('a modal form focuses its first field as it opens and gives focus back to its opener on Escape', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/kanban');
  await pageShown(page);
  const opener = page.getByRole('button', { name: 'Añadir tablero' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo tablero' });
  await expect(dialog).toBeVisible();
  const typed = unique('Tablero escrito al abrir');
  await page.keyboard.type(typed);
  await expect(dialog.getByLabel('Nombre del tablero')).toBeFocused();
  await expect(dialog.getByLabel('Nombre del tablero')).toHaveValue(typed);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the user menu offers the person their own screens, each one opening it', async ({ page }) => {
  // Eight screens, each loading its own data: on the demo, whose backend runs in the page, a busy 2-core machine took
  // 25–32 s for the walk.
  test.setTimeout(60_000);
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await pageShown(page);
  const entries = [
    ['Mi perfil', '/pages/profile'],
    ['Ajustes de la cuenta', '/pages/account-settings'],
    ['Bandeja de entrada', '/apps/email'],
    ['Tareas', '/apps/todo'],
    ['Chats', '/apps/chat'],
    ['Precios', '/pages/pricing'],
    ['Preguntas frecuentes', '/pages/faq'],
  ] as const;
  await page.locator('.tb-user-toggle').click();
  const menu = page.locator('.tb-navbar .dropdown-menu.show');
  await expect(menu.getByRole('link')).toHaveText(entries.map(([name]) => name));
  await page.keyboard.press('Escape');

  // Each screen opened from the menu of the one before, as a person goes from screen to screen (no reload between).
  for (const [name, path] of entries) {
    await page.locator('.tb-user-toggle').click();
    await page.locator('.tb-navbar .dropdown-menu.show').getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await pageShown(page);
  }
});

test("the user menu shows a client only the screens its role may open", async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/pages/account-settings');
  await pageShown(page);
  await page.locator('.tb-user-toggle').click();
  const links = page.locator('.tb-navbar .dropdown-menu.show').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')!));
  expect(hrefs).toContain('/pages/account-settings');
  expect(hrefs).toContain('/pages/profile');
  for (const href of hrefs) {
    await page.goto(href);
    await pageShown(page);
    await expect(page, `${href} opens for the client`).toHaveURL(href);
  }
});

for (const signedIn of [false, true]) {
  test(`an unknown address shows the not-found page with no router warning (${signedIn ? 'signed in' : 'signed out'})`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    if (signedIn) await loginAs(page, 'admin');
    for (const address of ['/no-such-page', '/apps/no-such-app', '/apps/todo/extra/segments', '/pages/account-settings/extra']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByText(address)).toBeVisible();
    }
    expect(warnings.filter((text) => /route|Route/.test(text))).toEqual([]);
  });
}

test('at 1440 px the horizontal menu holds every section without pushing the page sideways, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin', { language: 'es' });
  for (const lng of ['es', 'ar']) {
    if (lng !== 'es') await page.evaluate((language) => localStorage.setItem('language', language), lng);
    await page.goto('/pages/license');
    await pageShown(page);
    const menu = page.getByRole('navigation', { name: /menú principal|القائمة/i });
    // The last section is on the screen, and the page is no wider than the window.
    await expect(menu.getByRole('button').last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});
