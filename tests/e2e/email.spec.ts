import type { Page } from '@playwright/test';
import { apiRequest, loginAs, test, expect } from './fixtures';
import { apiAs, unique, type Api } from './api';
import { expectAccessible } from './axe';

// Every test works on mails of its own (sent by the demo admin to itself through the API, each with a
// unique subject) and looks at them through a search, so other tests' mails never change what it sees.

interface Mail { id: number; isRead: boolean; subject: string }
const list = (page: Page) => page.getByRole('list', { name: 'Lista de correos' });
const folder = (page: Page, name: string) => page.getByRole('navigation', { name: 'Carpetas y etiquetas' }).getByRole('button', { name: new RegExp(`^${name}`) });
const search = (q: string) => `q=${encodeURIComponent(q)}`;

async function mailsMatching(api: Api, q: string, box = 'inbox') {
  return (await api.get<{ emails: Mail[] }>(`/apps/email/emails?folder=${box}&${search(q)}`)).emails;
}

/** Sends a mail to the demo admin itself and returns the copy that landed in its inbox (unread). */
async function mailToSelf(api: Api, subject: string, message = '<p>Cifras del trimestre para dirección.</p>') {
  await api.post('/apps/email/send', { to: ['admin@demo.com'], subject, message }, 201);
  const found = await mailsMatching(api, subject);
  expect(found).toHaveLength(1);
  return found[0];
}

test('opening a mail marks it read; star it, move it to the trash, and it shows only there after a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const subject = unique('Aviso de entrega');
  await mailToSelf(api, subject);
  await page.goto(`/apps/email?${search(subject)}`);
  const row = list(page).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toHaveClass(/unread/);

  await row.locator('.tb-email-open').click();
  await expect(page).toHaveURL(/mail=\d+/);
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  await expect.poll(async () => (await mailsMatching(api, subject))[0].isRead).toBe(true);

  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  await expect(row).not.toHaveClass(/unread/);
  const star = row.getByRole('button', { name: `Destacar «${subject}»` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await folder(page, 'Destacados').click();
  await expect(page).toHaveURL(/folder=starred/);
  await expect(row).toBeVisible();

  await row.locator('.tb-email-open').click();
  await page.getByRole('button', { name: 'Mover a la papelera' }).click();
  await expect(page).not.toHaveURL(/mail=/);
  await expect(row).toHaveCount(0);

  await folder(page, 'Papelera').click();
  await expect(row).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await folder(page, 'Recibidos').click();
  await expect(page).not.toHaveURL(/folder=/);
  await expect(page.getByText('Ningún correo coincide con la búsqueda.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('search (any case), label filter and previous/next navigation; the search survives a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Contrato');
  for (const part of ['uno', 'dos', 'tres']) await mailToSelf(api, `${stamp} ${part}`);
  const [labelled] = await mailsMatching(api, `${stamp} dos`);
  await api.post('/apps/email/update-emails-label', { emailIds: [labelled.id], label: 'company' });

  await page.goto('/apps/email');
  await page.getByRole('searchbox', { name: 'Buscar correos' }).fill(stamp.toUpperCase());
  await expect(page).toHaveURL(/q=CONTRATO/);
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar correos' })).toHaveValue(stamp.toUpperCase());
  await expect(list(page).getByRole('listitem')).toHaveCount(3);

  await page.goto(`/apps/email?label=company&${search(stamp)}`);
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page).getByRole('listitem')).toContainText(`${stamp} dos`);
  await expect(list(page).getByRole('listitem')).toContainText('Etiqueta: Empresa');

  await page.goto(`/apps/email?${search(stamp)}`);
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  const subjects = await list(page).locator('.tb-email-subject').allTextContents();
  await list(page).locator('.tb-email-open').first().click();
  await expect(page.getByRole('heading', { name: subjects[0], level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correo anterior' })).toBeDisabled();
  await page.getByRole('button', { name: 'Correo siguiente' }).click();
  await expect(page.getByRole('heading', { name: subjects[1], level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Correo siguiente' }).click();
  await expect(page.getByRole('heading', { name: subjects[2], level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correo siguiente' })).toBeDisabled();
  await page.getByRole('button', { name: 'Correo anterior' }).click();
  await expect(page.getByRole('heading', { name: subjects[1], level: 2 })).toBeVisible();
});

test('select all in Spam and mark read: the mails stay read after a reload', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Oferta');
  const ids: number[] = [];
  for (const part of ['uno', 'dos']) ids.push((await mailToSelf(api, `${stamp} ${part}`)).id);
  await api.post('/apps/email/update-emails', { emailIds: ids, dataToUpdate: { folder: 'spam' } });

  await page.goto(`/apps/email?folder=spam&${search(stamp)}`);
  await expect(list(page).locator('.tb-email-row.unread')).toHaveCount(2);
  await expect(page.getByTestId('badge-spam')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  await expect(page.getByText('2 seleccionados')).toBeVisible();
  // The list shows them read at once; the reload waits for the write that says so.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/email/update-emails') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Marcar como leído' }).click();
  await expect(list(page).locator('.tb-email-row.unread')).toHaveCount(0);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).locator('.tb-email-row.unread')).toHaveCount(0);
  expect((await mailsMatching(api, stamp, 'spam')).map((mail) => mail.isRead)).toEqual([true, true]);
});

test('compose loads the editor only when opened, checks the recipient, and a sent mail is in Sent after a reload', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(r.url()));
  await loginAs(page, 'admin');
  await page.goto('/apps/email');
  await expect(page.getByRole('searchbox', { name: 'Buscar correos' })).toBeVisible();
  expect(chunks.some((u) => u.includes('compose-window'))).toBe(false);

  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo mensaje' });
  await expect(dialog).toBeVisible();
  expect(chunks.some((u) => u.includes('compose-window'))).toBe(true);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Añade al menos un destinatario.')).toBeVisible();

  const subject = unique('Informe para Jane');
  await dialog.getByLabel('Para').fill('jane');
  await dialog.getByRole('list', { name: 'Personas de la organización' }).getByRole('button', { name: /Jane Doe/ }).click();
  await expect(dialog.getByLabel('Para')).toHaveValue('client@demo.com, ');
  await dialog.getByLabel('Asunto').fill(subject);
  const body = dialog.getByRole('textbox', { name: 'Mensaje' });
  await body.click();
  await dialog.getByRole('button', { name: 'Negrita' }).click();
  // Type once the editor has taken bold on and its focus back, as a person would see the button lit and the caret.
  await expect(dialog.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toBeFocused();
  await page.keyboard.type('Cifras del trimestre');
  await expect(body.locator('strong')).toHaveText('Cifras del trimestre');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mensaje enviado.')).toBeVisible();

  await folder(page, 'Enviados').click();
  const sent = list(page).getByRole('listitem').filter({ hasText: subject });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Jane Doe');
  await page.reload();
  await sent.locator('.tb-email-open').click();
  await expect(page.locator('.tb-mail-body strong')).toHaveText('Cifras del trimestre');
});

test('Save keeps a draft; opening it again continues it in the compose window', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/email?folder=draft');
  await expect(page.getByRole('searchbox', { name: 'Buscar correos' })).toBeVisible();
  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo mensaje' });
  const subject = unique('Borrador');
  await dialog.getByLabel('Para').fill('correo-mal');
  await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(dialog.getByText('Alguna dirección no es válida.')).toBeVisible();
  await dialog.getByLabel('Para').fill('');
  await dialog.getByLabel('Asunto').fill(subject);
  await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Borrador guardado.')).toBeVisible();
  const row = list(page).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await page.reload();
  await row.locator('.tb-email-open').click();
  const again = page.getByRole('dialog', { name: 'Borrador' });
  await expect(again.getByLabel('Asunto')).toHaveValue(subject);
});

const XSS = '<p>Hola</p><script>window.__mailXss = "script"</script><img src=x onerror="window.__mailXss = \'onerror\'"><a href="javascript:window.__mailXss=1">enlace</a>';

test.describe('a hostile body', () => {
  // The browser's sanitiser parses the raw body into an inert document, where Chromium reports the onerror handler it refuses.
  test.use({ expectedCspViolations: ['script-src-attr'] });

  test('a stored body with a script tag or an onerror handler runs nothing', async ({ page }) => {
    const session = await loginAs(page, 'admin');
    // Sent through the API: the server cleans what it stores.
    const subject = unique('Prueba XSS');
    const sent = await apiRequest(page).post('/api/apps/email/send', { data: { to: ['admin@demo.com'], subject, message: XSS }, headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(sent.status()).toBe(201);
    expect((await sent.json()).message).not.toMatch(/script|onerror|javascript:/i);

    // And a body that reached the database uncleaned: the browser cleans it again before it renders.
    await page.route('**/api/apps/email/get-email?*', async (route) => {
      const response = await route.fetch();
      const mail = await response.json();
      await route.fulfill({ response, json: { ...mail, message: XSS, replies: [] } });
    });
    await page.goto(`/apps/email?q=${encodeURIComponent(subject)}`);
    await list(page).getByRole('listitem').filter({ hasText: subject }).locator('.tb-email-open').click();
    const body = page.locator('.tb-mail-body').first();
    await expect(body).toContainText('Hola');
    expect(await page.evaluate(() => (window as unknown as { __mailXss?: unknown }).__mailXss)).toBeUndefined();
    await expect(body.locator('script, img, [onerror]')).toHaveCount(0);
    await expect(body.getByText('enlace')).not.toHaveAttribute('href', /javascript/);
    // A refetch still on its way when the test ends must not reach the handler after the page has gone.
    await page.unrouteAll({ behavior: 'wait' });
  });
});

for (const skin of ['light', 'dark']) {
  test(`the open mail, the selection toolbar and the compose window have no serious accessibility violation (${skin})`, async ({ page }) => {
    test.setTimeout(90_000);
    const api = apiAs(page, await loginAs(page, 'admin', { skin }));
    const subject = unique('Revisión de accesibilidad');
    const mail = await mailToSelf(api, subject, '<p>Hola,</p><p>Adjunto <strong>las cifras</strong> y <a href="https://example.com">el enlace</a>.</p>');
    await api.post('/apps/email/update-emails-label', { emailIds: [mail.id], label: 'important' });
    await page.goto(`/apps/email?${search(subject)}`);
    await list(page).getByRole('checkbox').first().check();
    await expect(page.getByRole('button', { name: 'Mover a la papelera' })).toBeVisible();
    await expectAccessible(page);
    await list(page).locator('.tb-email-open').first().click();
    await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Responder' }).click();
    await expect(page.getByRole('dialog', { name: 'Responder' }).getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a long search loads as a person scrolls; previous/next works deep in it; a reload shows the same', async ({ page }) => {
  const api = apiAs(page, await loginAs(page, 'admin'));
  const stamp = unique('Pedido');
  for (let i = 1; i <= 45; i++) await api.post('/apps/email/send', { to: ['admin@demo.com'], subject: `${stamp} n${i}`, message: '<p>Detalle del pedido.</p>' }, 201);

  // The rest comes as a second page, asked for with the first page's cursor.
  const secondPage = page.waitForResponse((r) => r.url().includes('/api/apps/email/emails?') && r.url().includes('cursor='));
  await page.goto(`/apps/email?${search(stamp)}`);
  const rows = list(page).getByRole('listitem');
  await expect(rows.first()).toContainText(`${stamp} n45`);
  await rows.last().scrollIntoViewIfNeeded();
  expect((await secondPage).status()).toBe(200);
  await expect(rows).toHaveCount(45);
  await expect(rows.last()).toContainText(`${stamp} n1`);
  await expect(page.getByText('No hay más')).toBeVisible();

  // The oldest mail, from the second page: nothing after it, its newer neighbour before it.
  await rows.last().locator('.tb-email-open').click();
  await expect(page.getByRole('heading', { name: `${stamp} n1`, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correo siguiente' })).toBeDisabled();
  await page.getByRole('button', { name: 'Correo anterior' }).click();
  await expect(page.getByRole('heading', { name: `${stamp} n2`, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  await page.reload();
  await expect(rows.first()).toContainText(`${stamp} n45`);
  await page.getByRole('button', { name: 'Cargar más' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(45);
});
